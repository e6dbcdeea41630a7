-- deckwright.kernel.scripting.lua_order -- deterministic key order: next and pairs.
--
-- Lua 5.4 randomises string hashes per process and places tables by address, so its raw next()
-- order differs between runs.  Scripts see keys in the sandbox order instead: integers
-- ascending, other numbers ascending, strings in byte order, false, true, then tables,
-- functions and threads in the order the current top-level call first numbered them (keys not
-- numbered yet are numbered by what can be said of them without an address).
--
-- sandbox.lua runs this chunk once per sandbox, under the kernel's own chunk name, with the
-- helpers H below; it returns next, pairs and the ordered iterator read-only proxies use.

local H = ...
local argerror, raise, typename = H.argerror, H.raise, H.typename
local ordinal, is_numbered = H.ordinal, H.is_numbered
local lib_of, own_copy = H.lib_of, H.own_copy   -- library views (see sandbox.lua)
local ro_target, wrap_ro = H.ro_target, H.wrap_ro  -- read-only proxies (see sandbox.lua)
local LOADING = H.LOADING  -- a chunk loading: a new iterator is noted (see sandbox.lua)

local type, select, next, rawget, rawlen, tostring, setmetatable =
  type, select, next, rawget, rawlen, tostring, setmetatable
local getinfo, dgetmetatable = debug.getinfo, debug.getmetatable
local sbyte = string.byte
local tconcat, tsort = table.concat, table.sort
local mtype, minint = math.type, math.mininteger

local function other_less(a, b) return ordinal(a) < ordinal(b) end

local string_less = nil
if H.BYTE_STRCMP then
  -- strcoll() is not byte order in this process's LC_COLLATE: compare bytes ourselves
  string_less = function(a, b)
    local la, lb = #a, #b
    local n = la < lb and la or lb
    for i = 1, n do
      local x, y = sbyte(a, i), sbyte(b, i)
      if x ~= y then return x < y end
    end
    return la < lb
  end
end

-- What can be said about a table or function key without its address: its kind, where a
-- function was written, a table's length and plain fields, and the plain value it maps to.
local function describe_key(k, v)
  local parts, n = { type(k) }, 1
  if type(k) == "function" then
    local info = getinfo(k, "S")
    n = n + 1
    parts[n] = info.short_src .. ":" .. info.linedefined
  elseif type(k) == "table" then
    n = n + 1
    parts[n] = tostring(rawlen(k))
    for kk, vv in next, k do
      local tk, tv = type(kk), type(vv)
      if (tk == "string" or tk == "number" or tk == "boolean")
          and (tv == "string" or tv == "number" or tv == "boolean") then
        n = n + 1
        parts[n] = tostring(kk) .. "=" .. tostring(vv)
      end
    end
    if n > 2 then tsort(parts, string_less) end
  end
  local tv = type(v)
  if tv == "string" or tv == "number" or tv == "boolean" then
    n = n + 1
    parts[n] = "->" .. tostring(v)
  end
  return tconcat(parts, "\0", 1, n)
end

-- Table and function keys that no call has numbered yet are numbered now, in an order that
-- does not depend on their addresses (Lua's raw order does): by what describe_key says.
local function number_unseen(list, count, t)
  local unseen, nu = nil, 0
  for i = 1, count do
    local k = list[i]
    if not is_numbered(k) then
      nu = nu + 1
      unseen = unseen or {}
      unseen[nu] = { describe_key(k, rawget(t, k)), k }
    end
  end
  if nu == 0 then return end
  if nu > 1 then
    local less = string_less or function(a, b) return a < b end
    tsort(unseen, function(a, b) return less(a[1], b[1]) end)
  end
  for i = 1, nu do ordinal(unseen[i][2]) end
end

-- Keys of t in the sandbox order: integers ascending, other numbers ascending, strings in
-- byte order, false, true, then tables/functions/threads in the order the sandbox first saw
-- them.  Lua 5.4 randomises string hashes per process, so raw next() order is not stable.
local function sorted_keys(t)
  local keys, n = {}, 0
  local flts, nf, strs, ns, others, no = nil, 0, nil, 0, nil, 0
  local hasf, hast = false, false
  local ordered, last = true, minint
  for k in next, t do
    local tk = type(k)
    if tk == "number" then
      if mtype(k) == "integer" then
        n = n + 1
        keys[n] = k
        if k < last then ordered = false end
        last = k
      else
        nf = nf + 1
        flts = flts or {}
        flts[nf] = k
      end
    elseif tk == "string" then
      ns = ns + 1
      strs = strs or {}
      strs[ns] = k
    elseif tk == "boolean" then
      if k then hast = true else hasf = true end
    else
      no = no + 1
      others = others or {}
      others[no] = k
    end
  end
  if not ordered then tsort(keys) end
  if nf > 0 then
    if nf > 1 then tsort(flts) end
    for i = 1, nf do keys[n + i] = flts[i] end
    n = n + nf
  end
  if ns > 0 then
    if ns > 1 then tsort(strs, string_less) end
    for i = 1, ns do keys[n + i] = strs[i] end
    n = n + ns
  end
  if hasf then n = n + 1; keys[n] = false end
  if hast then n = n + 1; keys[n] = true end
  if no > 0 then
    if no > 1 then number_unseen(others, no, t) end
    if no > 1 then tsort(others, other_less) end
    for i = 1, no do keys[n + i] = others[i] end
    n = n + no
  end
  return keys, n
end

local order_cache = setmetatable({}, { __mode = "k" })   -- table -> { keys, position }

local function order_of(t)
  local keys, n = sorted_keys(t)
  local pos = {}
  for i = 1, n do pos[keys[i]] = i end
  local c = { keys, pos }
  order_cache[t] = c
  return c
end

local function s_next(t, k)
  if type(t) ~= "table" then argerror(1, "next", "table expected, got " .. typename(t)) end
  local target = ro_target[t]
  local src = target or t
  local lib = lib_of(t)
  if lib then  -- a view with keys of its own is iterated as the copy it then becomes
    if next(t) == nil then src = lib else own_copy(t) end
  end
  local c, i
  if k == nil then
    if next(src) == nil then return nil end
    c = order_of(src)
    i = 0
  else
    c = order_cache[src]
    i = c and c[2][k]
    if i == nil then
      c = order_of(src)
      i = c[2][k]
      if i == nil then raise("invalid key to 'next'") end
    end
  end
  local keys = c[1]
  while true do
    i = i + 1
    local key = keys[i]
    if key == nil then return nil end
    local v = rawget(src, key)
    if v ~= nil then
      if target then return key, wrap_ro(v) end
      return key, v
    end
  end
end

local function ordered_iter(t, wrap)
  local keys = sorted_keys(t)
  local i = 0
  return function()
    while true do
      i = i + 1
      local key = keys[i]
      if key == nil then return nil end
      local v = rawget(t, key)
      if v ~= nil then
        if wrap then return key, wrap_ro(v) end
        return key, v
      end
    end
  end
end

local function s_pairs(...)
  if select("#", ...) == 0 then argerror(1, "pairs", "value expected") end
  local t = ...
  local mt = dgetmetatable(t)
  if mt ~= nil then
    local h = rawget(mt, "__pairs")
    if h ~= nil then
      local f, s, c = h(t)
      return f, s, c
    end
  end
  -- as in Lua, pairs accepts anything; the loop's first step refuses a non-table
  if type(t) ~= "table" then return s_next, t, nil end
  local lib = lib_of(t)
  if lib and next(t) ~= nil then
    own_copy(t)
    lib = nil
  end
  if LOADING.on then LOADING.made = true end
  return ordered_iter(lib or t, false), t, nil
end

return { next = s_next, pairs = s_pairs, ordered_iter = ordered_iter }
