-- deckwright.kernel.scripting.lua_strings -- the string library card scripts get: every
-- function of Lua's, with its costs charged and its worst cases bounded.
--
-- Pattern functions charge the C matcher's worst case before they run it; when that worst
-- case is too slow they run the match in the Lua port (lua_patterns.lua) instead, under the
-- instruction hook.  Copies and scans of long strings are charged by their length; string.rep
-- is capped, string.format never prints an address.
--
-- sandbox.lua runs this chunk once per sandbox, under the kernel's own chunk name, with the
-- helpers H below; it returns the library table (no string.dump).

local H = ...
local raise, charge, argerror, checkint, pass, to_s, typename =
  H.raise, H.charge, H.argerror, H.checkint, H.pass, H.to_s, H.typename
local LOADING = H.LOADING   -- a chunk loading (see sandbox.lua)
local port_find, port_gmatch, port_gsub = H.port.find, H.port.gmatch, H.port.gsub
local SMALL, COPY, REP_LIMIT = H.SMALL, H.COPY, H.REP_LIMIT

local PAT_MAX = 4096       -- longest pattern accepted by find/match/gmatch/gsub
local FAST_LIMIT = 2e6     -- worst-case steps above which the C matcher is not used
local PAT_UNIT = 1.5       -- budget units per worst-case matcher step
local FORMAT_MAX = 4096    -- longest format string accepted by string.format
local PACK_MAX = 256       -- longest format accepted by string.pack/unpack/packsize

local type, select, tostring, next, error = type, select, tostring, next, error
local sbyte, ssub, sfind, sformat = string.byte, string.sub, string.find, string.format
local tunpack, tpack = table.unpack, table.pack
local mtointeger = math.tointeger

local B_ESC, B_LBR, B_RBR, B_LPAR, B_RPAR = 37, 91, 93, 40, 41
local B_CARET, B_STAR, B_PLUS, B_MINUS, B_QUEST = 94, 42, 43, 45, 63

-- The original C functions, called through this table so that their argument errors name
-- the function the script called ("bad argument #1 to 'find'").
local C_string = {}
for k, v in next, string do C_string[k] = v end

local REP_MAXSIZE = 2147483647  -- the largest string this Lua builds (MAXSIZE in lstrlib.c)
local SPECIALS = "[%^%$%*%+%?%.%(%[%%%-]"

local function skip_set(p, i, n)
  i = i + 1
  if sbyte(p, i) == B_CARET then i = i + 1 end
  repeat
    if i > n then return n + 1 end
    local c = sbyte(p, i)
    i = i + 1
    if c == B_ESC and i <= n then i = i + 1 end
  until sbyte(p, i) == B_RBR
  return i + 1
end

-- Pattern summary, cached: q * 4 + anchored * 2 + special, where q counts the items that
-- can backtrack (quantified single items, %b, back-references), not counting a quantified
-- item that ends the pattern (nothing after it can fail, so it never backtracks).
local pcache, pcache_n = {}, 0

local function analyze(p)
  local info = pcache[p]
  if info then return info end
  local n = #p
  local special = sfind(p, SPECIALS) ~= nil
  local anchored = sbyte(p, 1) == B_CARET
  local q, last_free = 0, false
  local i = anchored and 2 or 1
  while i <= n do
    local c = sbyte(p, i)
    local item_end = nil
    if c == B_LPAR or c == B_RPAR then
      i = i + 1
    elseif c == B_ESC then
      local d = sbyte(p, i + 1)
      if d == 98 then
        q, i, last_free = q + 1, i + 4, false
      elseif d == 102 then
        if sbyte(p, i + 2) == B_LBR then i = skip_set(p, i + 2, n) else i = n + 1 end
        last_free = false
      elseif d and d >= 48 and d <= 57 then
        q, i, last_free = q + 1, i + 2, false
      else
        item_end = i + 1
      end
    elseif c == B_LBR then
      item_end = skip_set(p, i, n) - 1
    else
      item_end = i
    end
    if item_end then
      local sfx = sbyte(p, item_end + 1)
      if sfx == B_STAR or sfx == B_PLUS or sfx == B_MINUS or sfx == B_QUEST then
        q, i, last_free = q + 1, item_end + 2, true
      else
        i, last_free = item_end + 1, false
      end
    end
  end
  if last_free then q = q - 1 end
  info = q * 4 + (anchored and 2 or 0) + (special and 1 or 0)
  if pcache_n >= 512 then
    pcache, pcache_n = {}, 0
  end
  pcache_n = pcache_n + 1
  pcache[p] = info
  return info
end

-- Worst-case matcher steps for a subject of n bytes, pattern of m bytes and d nested
-- backtracking levels: C(n + d, d) attempts, each scanning up to m pattern bytes.
local function worst(n, m, d)
  local e = 1
  for i = 1, d do
    e = e * (n + i) / i
    if e > 1e15 then return e end
  end
  return e * (1 + m / 8)
end

local function patargs(s, p, fname)
  local ts, tp = type(s), type(p)
  if ts == "number" then s = tostring(s) elseif ts ~= "string" then return nil end
  if tp == "number" then p = tostring(p) elseif tp ~= "string" then return nil end
  if #p > PAT_MAX then
    raise("pattern too long for '" .. fname .. "' (" .. #p .. " bytes, limit " .. PAT_MAX .. ")")
  end
  return s, p
end

local function plain_cost(n, m)
  local est = n + n * m / 16
  if est > FAST_LIMIT then
    raise("subject and pattern too long for a plain search")
  end
  charge(est)
end

local function s_find(...)
  local s, p, init, plain = ...
  local ss, pp = patargs(s, p, "find")
  if ss == nil then return C_string.find(...) end
  local n, m = #ss, #pp
  local info = analyze(pp)
  if plain or info % 2 == 0 then
    plain_cost(n, m)
    return pass(C_string.find(...))
  end
  local d = info // 4 + ((info // 2) % 2 == 1 and 0 or 1)
  local est = worst(n, m, d)
  if est <= FAST_LIMIT then
    charge(est * PAT_UNIT)
    return pass(C_string.find(...))
  end
  return port_find(true, ss, pp, init == nil and 1 or checkint(init, 3, "find"))
end

local function s_match(...)
  local s, p, init = ...
  local ss, pp = patargs(s, p, "match")
  if ss == nil then return C_string.match(...) end
  local n, m = #ss, #pp
  local info = analyze(pp)
  local d = info // 4 + ((info // 2) % 2 == 1 and 0 or 1)
  local est = worst(n, m, d)
  if est <= FAST_LIMIT then
    charge(est * PAT_UNIT)
    return pass(C_string.match(...))
  end
  return port_find(false, ss, pp, init == nil and 1 or checkint(init, 3, "match"))
end

local function s_gmatch(...)
  if LOADING.on then LOADING.made = true end  -- an iterator made while a chunk loads
  local s, p, init = ...
  local ss, pp = patargs(s, p, "gmatch")
  if ss == nil then return C_string.gmatch(...) end
  local n, m = #ss, #pp
  local est = worst(n, m, analyze(pp) // 4 + 1)
  if est <= FAST_LIMIT then
    charge(est * PAT_UNIT)
    return pass(C_string.gmatch(...))
  end
  return port_gmatch(ss, pp, init == nil and 1 or checkint(init, 3, "gmatch"))
end

local function s_gsub(...)
  local s, p, repl, max_n = ...
  local ss, pp = patargs(s, p, "gsub")
  if ss == nil then return C_string.gsub(...) end
  local tr = type(repl)
  if tr ~= "string" and tr ~= "number" and tr ~= "function" and tr ~= "table" then
    argerror(3, "gsub", "string/function/table expected, got " ..
      (repl == nil and "no value" or typename(repl)))
  end
  local n, m = #ss, #pp
  local info = analyze(pp)
  local d = info // 4 + ((info // 2) % 2 == 1 and 0 or 1)
  local est = worst(n, m, d) + n / 16
  if est <= FAST_LIMIT then
    charge(est * PAT_UNIT)
    return pass(C_string.gsub(...))
  end
  local maxs = max_n == nil and n + 1 or checkint(max_n, 4, "gsub")
  return port_gsub(ss, pp, repl, maxs)
end

local function s_rep(...)
  local s, n, sep = ...
  if type(s) == "number" then s = tostring(s) end
  local cnt = mtointeger(n)
  if type(s) ~= "string" or cnt == nil then return C_string.rep(...) end
  if cnt <= 0 then return "" end
  local lsep = 0
  if sep ~= nil then
    if type(sep) == "number" then sep = tostring(sep) end
    if type(sep) ~= "string" then return C_string.rep(...) end
    lsep = #sep
  end
  -- C str_rep copies n times even when nothing is copied: an empty result is built here.
  if #s + lsep == 0 then return "" end
  local total = (#s + 0.0) * cnt + (lsep + 0.0) * (cnt - 1)
  if #s + lsep > REP_MAXSIZE // cnt then error("resulting string too large", 0) end  -- as C
  if total > REP_LIMIT then
    error(sformat("not enough memory (string.rep would build %.0f bytes; limit %d)",
      total, REP_LIMIT), 0)
  end
  if total > SMALL then charge(total * COPY) end
  return pass(C_string.rep(s, cnt, sep))
end

local function s_sub(...)
  local s, i, j = ...
  if type(s) == "string" then
    local n = #s
    if n > SMALL then
      local a, b = mtointeger(i), mtointeger(j == nil and -1 or j)
      if a and b then
        if a < 0 then a = n + a + 1; if a < 1 then a = 1 end elseif a == 0 then a = 1 end
        if b < 0 then b = n + b + 1 elseif b > n then b = n end
        if b - a + 1 > SMALL then charge((b - a + 1) * COPY) end
      else
        charge(n * COPY)
      end
    end
  end
  return pass(C_string.sub(...))
end

local function per_byte(fname, unit)
  local f = C_string[fname]
  return function(...)
    local s = ...
    if type(s) == "string" and #s > SMALL then charge(#s * unit) end
    return pass(f(...))
  end
end

-- The conversions of a format string, in order ("%%" is not one): the letters that end them.
local function conversions(fmt)
  local convs, n = {}, 0
  local i, len = 1, #fmt
  while true do
    i = sfind(fmt, "%", i, true)
    if i == nil or i >= len then break end
    local j = i + 1
    if sbyte(fmt, j) == B_ESC then
      i = j + 1
    else
      while j <= len do
        local c = sbyte(fmt, j)
        -- flags, width and precision: "-+ #0", digits and "."
        if not (c == 45 or c == 43 or c == 32 or c == 35 or c == 46 or (c >= 48 and c <= 57)) then
          break
        end
        j = j + 1
      end
      n = n + 1
      convs[n] = ssub(fmt, j, j)
      i = j + 1
    end
  end
  return convs, n
end

local function s_format(fmt, ...)
  if type(fmt) ~= "string" then return C_string.format(fmt, ...) end
  if #fmt > FORMAT_MAX then
    raise("format string too long (" .. #fmt .. " bytes, limit " .. FORMAT_MAX .. ")")
  end
  local n = select("#", ...)
  if not sfind(fmt, "%", 1, true) then return C_string.format(fmt, ...) end
  local convs, nc = conversions(fmt)
  -- %p prints an address in every form ("%p", "%5p", "%-p"): no per-process value may leak
  for k = 1, nc do
    if convs[k] == "p" then raise("invalid conversion '%p' to 'format' (card scripts may not "
      .. "read addresses)") end
  end
  if n == 0 then return C_string.format(fmt) end
  local args = tpack(...)
  local total = #fmt
  for k = 1, n do
    local v = args[k]
    local tv = type(v)
    if tv == "string" then
      total = total + #v
    elseif convs[k] == "s" and (tv == "table" or tv == "function" or tv == "thread"
        or tv == "userdata") then
      -- %s would print an address: give it the sandbox's own tostring; every other
      -- conversion refuses such a value itself, with Lua's own message
      v = to_s(v)
      args[k] = v
      total = total + #v
    end
  end
  if total > SMALL then charge(total * COPY) end
  return pass(C_string.format(fmt, tunpack(args, 1, n)))
end

local function pack_fmt(fname)
  local f = C_string[fname]
  local function charged(r, ...)
    if type(r) == "string" and #r > SMALL then charge(#r * COPY) end
    return r, ...
  end
  return function(...)
    local fmt, data = ...
    if type(fmt) == "string" and #fmt > PACK_MAX then
      raise("format too long for '" .. fname .. "' (limit " .. PACK_MAX .. " bytes)")
    end
    if fname == "unpack" then
      if type(data) == "string" and #data > SMALL then charge(#data * COPY) end
      return pass(f(...))
    end
    -- pack may pad to sizes no argument shows ("c9999999"): charge what it built
    return charged(f(...))
  end
end

local LIB_STRING = {
  byte = per_byte("byte", COPY),
  char = C_string.char,
  find = s_find,
  format = s_format,
  gmatch = s_gmatch,
  gsub = s_gsub,
  len = C_string.len,
  lower = per_byte("lower", 1 / 8),
  match = s_match,
  pack = pack_fmt("pack"),
  packsize = pack_fmt("packsize"),
  rep = s_rep,
  reverse = per_byte("reverse", 1 / 8),
  sub = s_sub,
  unpack = pack_fmt("unpack"),
  upper = per_byte("upper", 1 / 8),
}

return LIB_STRING
