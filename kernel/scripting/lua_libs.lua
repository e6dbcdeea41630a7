-- deckwright.kernel.scripting.lua_libs -- the table, math and utf8 libraries card scripts get:
-- Lua's own, with the work the instruction hook cannot see charged before it runs.
--
-- table.sort/concat/unpack/move/insert/remove are charged by the length they work on (a table
-- with metamethods is worked on in Lua, where the hook sees each step); math.random draws from
-- the game's RNG (no randomseed); utf8 scans of long strings are charged by their length.
--
-- sandbox.lua runs this chunk once per sandbox, under the kernel's own chunk name, with the
-- helpers H below; it returns the three library tables.

local H = ...
local raise, charge, argerror, checkint, pass, typename, span, kill =
  H.raise, H.charge, H.argerror, H.checkint, H.pass, H.typename, H.span, H.kill
local rand_bridge = H.random   -- the game's RNG: (lo, hi) -> status, value (see sandbox.py)
local SMALL, COPY = H.SMALL, H.COPY

local type, select, next, rawget, rawlen = type, select, next, rawget, rawlen
local dgetmetatable = debug.getmetatable
local tpack = table.pack
local mtointeger, maxint, minint = math.tointeger, math.maxinteger, math.mininteger

-- The original C functions, called through these tables so that their argument errors name
-- the function the script called ("bad argument #1 to 'insert'").
local C_table, C_utf8 = {}, {}
for k, v in next, table do C_table[k] = v end
for k, v in next, utf8 do C_utf8[k] = v end

local UNPACK_MAX = 1000000 -- LUAI_MAXSTACK: no unpack returns more values

local function checktable(t, fname)
  if type(t) ~= "table" then
    argerror(1, fname, "table expected, got " .. (t == nil and "no value" or typename(t)))
  end
end
-- luaL_len: the length as an integer, or Lua's own error.
local function lenof(t)
  local n = #t
  local i = mtointeger(n)
  if i == nil then raise("object length is not an integer") end
  return i
end

-- A table without a metatable goes to the C function, charged by its length; a table with one
-- may have a __len that lies, so it runs here, where the hook sees every step.
local function s_insert(...)
  local t = ...
  if type(t) ~= "table" then return C_table.insert(...) end
  local argc = select("#", ...) - 1
  if dgetmetatable(t) == nil then
    if argc == 2 then
      local n = rawlen(t)
      if n > 64 then charge(n) end
    end
    return pass(C_table.insert(...))
  end
  local e = lenof(t) + 1
  if argc == 1 then
    t[e] = select(2, ...)
    return
  end
  if argc ~= 2 then raise("wrong number of arguments to 'insert'") end
  local _, pos, v = ...
  pos = checkint(pos, 2, "insert")
  if pos < 1 or pos > e then argerror(2, "insert", "position out of bounds") end
  for i = e, pos + 1, -1 do t[i] = t[i - 1] end
  t[pos] = v
end

local function s_remove(...)
  local t, pos = ...
  if type(t) ~= "table" then return C_table.remove(...) end
  if dgetmetatable(t) == nil then
    local n = rawlen(t)
    if n > 64 then charge(n) end
    return pass(C_table.remove(...))
  end
  local size = lenof(t)
  local p = size
  if pos ~= nil then
    p = checkint(pos, 2, "remove")
    if p ~= size and (p < 1 or p > size + 1) then
      argerror(2, "remove", "position out of bounds")
    end
  end
  local v = t[p]
  while p < size do
    t[p] = t[p + 1]
    p = p + 1
  end
  t[p] = nil
  return v
end

-- Whether every element access of t runs a Lua metamethod (so the hook sees each one and the
-- range need not be charged in advance: a long move that a metamethod interrupts stays cheap).
local function each_item_in_lua(t, event)
  local mt = dgetmetatable(t)
  return mt ~= nil and type(rawget(mt, event)) == "function"
end

local function s_concat(...)
  local t, sep, i, j = ...
  if type(t) ~= "table" then return C_table.concat(...) end
  local a = i == nil and 1 or mtointeger(i)
  local b = j == nil and #t or mtointeger(j)
  if a == nil or b == nil then return C_table.concat(...) end
  local n = span(a, b)
  if n > 64 and not each_item_in_lua(t, "__index") then
    -- C stops at the first value that is not a string or number: an empty range fails at once
    local first = rawget(t, a)
    local tf = type(first)
    if tf == "string" or tf == "number" then charge(n) end
  end
  local r = C_table.concat(t, sep, a, b)
  if #r > SMALL then charge(#r * COPY) end
  return r
end

local function s_unpack(...)
  local t, i, j = ...
  local a = i == nil and 1 or mtointeger(i)
  local b
  if j == nil then
    if type(t) ~= "table" then return C_table.unpack(...) end
    b = #t
  else
    b = mtointeger(j)
  end
  if a == nil or b == nil then return C_table.unpack(...) end
  local n = span(a, b)
  -- more results than a Lua stack holds: C refuses at once ("too many results to unpack")
  if n > 64 and n < UNPACK_MAX and not each_item_in_lua(t, "__index") then charge(n) end
  return pass(C_table.unpack(t, a, b))
end

local function s_move(...)
  local a1, f, e, t, a2 = ...
  local ff, ee, tt = mtointeger(f), mtointeger(e), mtointeger(t)
  if ff and ee and tt and ee >= ff and not (each_item_in_lua(a1, "__index")
      or each_item_in_lua(a2 == nil and a1 or a2, "__newindex")) then
    -- C refuses these ranges before moving anything
    local refused = not (ff > 0 or ee < maxint + ff)
      or tt > maxint - (ee - ff + 1) + 1
    local n = span(ff, ee)
    if n > 64 and not refused then charge(n) end
  end
  return pass(C_table.move(...))
end

local function s_sort(...)
  local t, comp = ...
  checktable(t, "sort")
  local mt = dgetmetatable(t)
  if mt ~= nil and rawget(mt, "__len") ~= nil then
    raise("table.sort cannot sort a table with a __len metamethod")
  end
  local n = #t
  if n > 16 then
    local lg = 1
    while 2 ^ lg < n do lg = lg + 1 end
    charge(n * lg * 2)
  end
  return pass(C_table.sort(...))
end

local LIB_TABLE = {
  concat = s_concat,
  insert = s_insert,
  move = s_move,
  pack = tpack,
  remove = s_remove,
  sort = s_sort,
  unpack = s_unpack,
}

local function relay_random(st, v)
  if st == 0 then return v end
  if st == 1 then raise(v) end
  return kill(st == 2 and "timeout" or st == 3 and "memory" or "interrupt")
end

local function rand(lo, hi) return relay_random(rand_bridge(lo, hi)) end

local function s_random(...)
  local argc = select("#", ...)
  if argc == 0 then
    return rand(0, 9007199254740991) / 9007199254740992.0
  end
  local m, n = ...
  local lo, hi
  if argc == 1 then
    lo, hi = 1, checkint(m, 1, "random")
    if hi == 0 then return rand(minint, maxint) end
  elseif argc == 2 then
    lo, hi = checkint(m, 1, "random"), checkint(n, 2, "random")
  else
    raise("wrong number of arguments to 'random'")
  end
  if lo > hi then argerror(argc, "random", "interval is empty") end
  return rand(lo, hi)
end

local LIB_MATH = {}
for k, v in next, math do LIB_MATH[k] = v end
LIB_MATH.random = s_random
LIB_MATH.randomseed = nil

local LIB_UTF8 = {
  char = C_utf8.char,
  charpattern = C_utf8.charpattern,
  codes = C_utf8.codes,
  codepoint = function(...)
    local s = ...
    if type(s) == "string" and #s > SMALL then charge(#s / 8) end
    return pass(C_utf8.codepoint(...))
  end,
  len = function(...)
    local s = ...
    if type(s) == "string" and #s > SMALL then charge(#s / 8) end
    return pass(C_utf8.len(...))
  end,
  offset = function(...)
    local s = ...
    if type(s) == "string" and #s > SMALL then charge(#s / 8) end
    return pass(C_utf8.offset(...))
  end,
}

return { table = LIB_TABLE, math = LIB_MATH, utf8 = LIB_UTF8 }
