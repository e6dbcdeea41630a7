-- deckwright.kernel.scripting.sandbox -- the Lua half of the card-script sandbox.
--
-- sandbox.py loads this chunk once per Sandbox under the name "=[deckwright sandbox]" (KSRC
-- below) and calls it with the full standard library still open.  It captures what it needs
-- into locals, builds the allow-listed environment, empties the runtime's global table (io,
-- os, debug, package, lupa's python ...) and returns the kernel table K that sandbox.py
-- drives.  Scripts reach nothing defined here except through the functions handed to them.
--
-- Budget accounting: one unit is about one VM instruction.  A count hook charges STEP units
-- every STEP instructions; wrapped C functions whose work the hook cannot see (pattern
-- matching, big string copies, table.sort, table.concat ...) charge an estimate of that work
-- before they run.  When the budget runs out the kill is sticky: every thread on the running
-- chain is re-hooked with count 1, so the next instruction anywhere raises again and no pcall
-- can swallow it.

local MAX_INSTR, MEM_SOFT_KB, MEM_HEAVY_KB, WALL_SECONDS, BYTE_STRCMP, REP_LIMIT, PY_RANDOM = ...

local KSRC = "=[deckwright sandbox]"
local STEP = 1000          -- count-hook period in normal mode
local HEAVY_STEP = 50      -- period while the heap is large (single instructions may be slow)
local SMALL = 4096         -- strings shorter than this are not charged by size
local COPY = 1 / 64       -- budget units per byte copied (memcpy-like work)
local PAT_MAX = 4096       -- longest pattern accepted by find/match/gmatch/gsub
local FAST_LIMIT = 2e6     -- worst-case steps above which the C matcher is not used
local PAT_UNIT = 1.5       -- budget units per worst-case matcher step
local FORMAT_MAX = 4096    -- longest format string accepted by string.format
local PACK_MAX = 256       -- longest format accepted by string.pack/unpack/packsize
local SOURCE_LIMIT = 262144  -- largest chunk the sandboxed load() compiles
local OUTPUT_LINES, OUTPUT_WIDTH = 1000, 1000
local REQUEST_UNITS = 1000 -- what one kernel request costs the thread that makes it

local _VERSION = _VERSION
local type, select, error, next, rawget, rawset, rawequal, rawlen =
  type, select, error, next, rawget, rawset, rawequal, rawlen
local setmetatable, getmetatable, tostring, tonumber, pcall, xpcall, ipairs, assert, load =
  setmetatable, getmetatable, tostring, tonumber, pcall, xpcall, ipairs, assert, load
local collectgarbage = collectgarbage
local sethook, getinfo, dgetmetatable = debug.sethook, debug.getinfo, debug.getmetatable
local co_create, co_resume, co_yield = coroutine.create, coroutine.resume, coroutine.yield
local co_status, co_running, co_close, co_isyieldable =
  coroutine.status, coroutine.running, coroutine.close, coroutine.isyieldable
local time = os.time
local string, table, math, utf8 = string, table, math, utf8
local sbyte, ssub, sfind, sformat, sgsub, smatch = string.byte, string.sub, string.find,
  string.format, string.gsub, string.match
local tconcat, tsort, tunpack, tpack = table.concat, table.sort, table.unpack, table.pack
local mtype, mtointeger, mhuge, maxint, minint =
  math.type, math.tointeger, math.huge, math.maxinteger, math.mininteger
local utf8len = utf8.len
local STRMT = dgetmetatable("")

-- The original C functions, called through these tables so that their argument errors name
-- the function the script called ("bad argument #1 to 'find'").
local C_string, C_table, C_utf8 = {}, {}, {}
for k, v in next, string do C_string[k] = v end
for k, v in next, table do C_table[k] = v end
for k, v in next, utf8 do C_utf8[k] = v end

local K = {}
K._keep = { "debug", "traceback" }   -- strings lupa looks up on every call: keep them interned

------------------------------------------------------------------------------------------
-- Budget, hook and sticky kill
------------------------------------------------------------------------------------------

local remaining = 0       -- budget units left in the current top-level call
local tripped = nil       -- nil, or the kind of sticky kill in progress
local trip_src, trip_line = nil, nil
local t0 = nil            -- os.time() at the first hook of the call (watchdog)
local gcs_left = 0        -- full collections the memory check may still run in this call
local active = 0          -- kernel threads currently resumed (>0: nested call)
local hooked = setmetatable({}, { __mode = "k" })    -- thread -> its hook count
local kthreads = setmetatable({}, { __mode = "k" })  -- threads owned by the kernel
local GC_UNITS_PER_KB = 4    -- charged per KiB of heap for each completed GC cycle
local gc_cycles, gc_seen = 0, 0   -- completed GC cycles (see the finalizer below)
local KILL_MSG = {
  timeout = "instruction budget exceeded",
  memory = "not enough memory",
  interrupt = "interrupted",
}

local hook

local function where()
  local level = 2
  while true do
    local info = getinfo(level, "Sl")
    if info == nil then return nil, nil end
    if info.what ~= "C" and info.source ~= KSRC then
      return info.short_src, info.currentline
    end
    level = level + 1
  end
end

-- Raise msg positioned at the first script frame, as a C library function would.
-- luaL_where(L, 1) for a library function written here: the position of the frame that called
-- into the kernel, or "" when that frame is a C function (pcall(string.rep) ...).
local function caller_pos(level)
  while true do
    local info = getinfo(level, "Sl")
    if info == nil then return "" end
    if info.source ~= KSRC then
      if info.currentline > 0 then return info.short_src .. ":" .. info.currentline .. ": " end
      return ""
    end
    level = level + 1
  end
end

local function raise(msg)
  error(caller_pos(3) .. msg, 0)
end

-- Library functions by value, with the names Lua's own messages give them when no call-site
-- name is known (filled in once the libraries are built).
local QNAME = {}

local function kill(kind)
  if not tripped then
    tripped = kind
    trip_src, trip_line = where()
    for co in next, hooked do
      local st = co_status(co)
      if st == "running" or st == "normal" then
        sethook(co, hook, "", 1)
        hooked[co] = 1
      end
    end
  end
  error(KILL_MSG[tripped], 0)
end

-- Every charge goes through here.  Units are counted as floats so that no range computed by a
-- caller can wrap; a negative estimate charges nothing and a NaN charges everything, so the
-- budget left can only go down.
local function charge(units)
  units = units + 0.0
  if units > 0 then
    remaining = remaining - units
  elseif units ~= units then
    remaining = -mhuge
  end
  if remaining <= 0 then kill("timeout") end
end

-- The number of integers in a..b, as a float that cannot wrap (0 for an empty range).
local function span(a, b)
  local n = (b + 0.0) - a + 1
  if n < 0 then return 0.0 end
  return n
end

local function memory_ok()
  if collectgarbage("count") <= MEM_SOFT_KB then return true end
  if gcs_left > 0 then
    gcs_left = gcs_left - 1
    collectgarbage("collect")
    return collectgarbage("count") <= MEM_SOFT_KB
  end
  return false
end

hook = function()
  if tripped then
    sethook(hook, "", 1)
    error(KILL_MSG[tripped], 0)
  end
  local co = co_running()
  local c = hooked[co] or STEP
  remaining = remaining - c
  if remaining <= 0 then return kill("timeout") end
  local kb = collectgarbage("count")
  if gc_cycles ~= gc_seen then
    remaining = remaining - (gc_cycles - gc_seen) * kb * GC_UNITS_PER_KB
    gc_seen = gc_cycles
    if remaining <= 0 then return kill("timeout") end
  end
  if kb > MEM_HEAVY_KB then
    if kb > MEM_SOFT_KB and not memory_ok() then return kill("memory") end
    if c ~= HEAVY_STEP then
      hooked[co] = HEAVY_STEP
      sethook(hook, "", HEAVY_STEP)
    end
  elseif c ~= STEP then
    hooked[co] = STEP
    sethook(hook, "", STEP)
  end
  local now = time()
  if t0 == nil then
    t0 = now
  elseif now - t0 >= WALL_SECONDS then
    return kill("timeout")
  end
end

do
  -- A finalizer the kernel owns runs once per completed collection cycle.  A cycle means about
  -- a heap's worth of allocation happened, which the hook charges to the running script: that
  -- bounds loops whose single instructions copy megabytes (y = s .. s), which the count hook
  -- sees as one instruction each.  The GC API is off inside finalizers, so the finalizer only
  -- counts and makes the running thread enter the hook on its very next instruction.
  local mt = {}
  mt.__gc = function()
    gc_cycles = gc_cycles + 1
    setmetatable({}, mt)
    if active > 0 and not tripped then
      local co = co_running()
      if hooked[co] then
        hooked[co] = 1
        sethook(co, hook, "", 1)
      end
    end
  end
  setmetatable({}, mt)
end

local function typename(v)
  local mt = dgetmetatable(v)
  if mt ~= nil then
    local name = rawget(mt, "__name")
    if type(name) == "string" then return name end
  end
  return type(v)
end

-- Wrappers return a C function's results through pass() instead of tail-calling it: the
-- wrapper's frame must stay on the stack for the C function's argument errors (see renumber).
local function pass(...) return ... end

-- As luaL_argerror: the function is named as the script called it, and in a method call
-- (s:sub(...)) self is not counted.
local function argerror(n, fname, msg)
  local level, lib = 2, nil
  while true do
    local info = getinfo(level, "S")
    if info == nil or info.source ~= KSRC then break end
    lib = level
    level = level + 1
  end
  local pos = caller_pos(level)
  if lib then
    local info = getinfo(lib, "nft")
    if info.namewhat == "method" then
      n = n - 1
      if n == 0 then error(pos .. "calling '" .. info.name .. "' on bad self", 0) end
    end
    if not info.istailcall then fname = info.name or QNAME[info.func] or fname end
  end
  error(pos .. "bad argument #" .. n .. " to '" .. fname .. "' (" .. msg .. ")", 0)
end

local function checkint(v, n, fname)
  local i = mtointeger(v)
  if i == nil then
    if type(v) == "number" then argerror(n, fname, "number has no integer representation") end
    local x = tonumber(v)
    i = x and mtointeger(x)
    if i == nil then
      if x then argerror(n, fname, "number has no integer representation") end
      argerror(n, fname, "number expected, got " .. (v == nil and "no value" or typename(v)))
    end
  end
  return i
end

------------------------------------------------------------------------------------------
-- Deterministic identities, key order, next/pairs, tostring
------------------------------------------------------------------------------------------

-- Numbers start again at every top-level call, so what a script sees (tostring of a table, the
-- order pairs gives table keys) never depends on calls made before it: a bot's questions, a
-- renderer's, or nothing at all in a replay.
local WEAK_KEYS = { __mode = "k" }
local ids = setmetatable({}, WEAK_KEYS)
local nextid = 0
local function ordinal(o)
  local i = ids[o]
  if i == nil then
    nextid = nextid + 1
    i = nextid
    ids[o] = i
  end
  return i
end

local function other_less(a, b) return ordinal(a) < ordinal(b) end

local string_less = nil
if BYTE_STRCMP then
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
    if ids[k] == nil then
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

local ro_target = setmetatable({}, { __mode = "k" })   -- read-only proxy -> its table
local readonly

-- A script's globals and library tables (string, table, math, utf8, coroutine) are its own, as
-- in Lua; to spare ~3.5 KB a script, each starts as a view of the shared table (the base
-- functions, a library) that becomes a full copy at its first new key (or raw write, new
-- metatable, or iteration of a view holding keys of its own). A view's own keys are never
-- keys of the shared table, so removing one cannot uncover a shared value. Every primitive
-- that could tell a view from a copy (next, pairs, rawget, rawset, getmetatable,
-- setmetatable) sees the shared contents through it, so no script can tell which it holds.
-- A view is known by its metatable, which no script can reach (getmetatable answers nil).
local view_lib = {}                                   -- a view's metatable -> what it shows

local function lib_of(t)
  local mt = getmetatable(t)
  if mt == nil then return nil end
  return view_lib[mt]
end

local own_copy, lib_view
do
  function own_copy(t)
    local lib = lib_of(t)
    if lib == nil then return end
    setmetatable(t, nil)
    for k, v in next, lib do
      if rawget(t, k) == nil then rawset(t, k, v) end
    end
  end

  local function view_newindex(t, k, v)
    own_copy(t)
    rawset(t, k, v)
  end

  local view_mts = {}                                 -- shared library -> its views' metatable

  function lib_view(lib)
    local mt = view_mts[lib]
    if mt == nil then
      mt = { __index = lib, __newindex = view_newindex }
      view_mts[lib] = mt
      view_lib[mt] = lib
    end
    return setmetatable({}, mt)
  end
end

local function wrap_ro(v)
  if type(v) == "table" then return readonly(v) end
  return v
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
  return ordered_iter(lib or t, false), t, nil
end

local function to_s(v)
  local tv = type(v)
  if tv == "string" then return v end
  if tv == "number" then
    if v ~= v then return "nan" end
    return tostring(v)
  end
  if tv == "nil" or tv == "boolean" then return tostring(v) end
  local mt = dgetmetatable(v)
  if mt ~= nil then
    local f = rawget(mt, "__tostring")
    if f ~= nil then
      local s = f(v)
      if type(s) ~= "string" then raise("'__tostring' must return a string") end
      return s
    end
    local name = rawget(mt, "__name")
    if type(name) == "string" then return name .. ": #" .. ordinal(v) end
  end
  return tv .. ": #" .. ordinal(v)
end

local function s_tostring(...)
  if select("#", ...) == 0 then argerror(1, "tostring", "value expected") end
  return to_s((...))
end

local function s_tonumber(...)
  local v, base = ...
  if type(v) == "string" and #v > SMALL then charge(#v / 8) end
  if base == nil then
    if select("#", ...) == 0 then argerror(1, "tonumber", "value expected") end
    return tonumber(v)
  end
  return tonumber(v, base)
end

local output, noutput, dropped = {}, 0, 0
local function s_print(...)
  local n = select("#", ...)
  local parts = { ... }
  local total = n
  for i = 1, n do
    local part = to_s(parts[i])
    parts[i] = part
    total = total + #part
  end
  if total > SMALL then charge(total * COPY) end
  local line = tconcat(parts, "\t", 1, n)
  if noutput >= OUTPUT_LINES then
    dropped = dropped + 1
    return
  end
  if #line > OUTPUT_WIDTH then line = ssub(line, 1, OUTPUT_WIDTH) .. "..." end
  if not utf8len(line) then line = sgsub(line, "[\128-\255]", "?") end
  noutput = noutput + 1
  output[noutput] = line
  if noutput == 1 and K.on_print then K.on_print() end  -- the kernel collects it soon after
end

function K.take_output()
  local out, n = output, noutput
  if dropped > 0 then
    n = n + 1
    out[n] = "(" .. dropped .. " more lines dropped)"
  end
  output, noutput, dropped = {}, 0, 0
  return out
end

------------------------------------------------------------------------------------------
-- Metatables, raw access, protected calls
------------------------------------------------------------------------------------------

local function s_getmetatable(v)
  if type(v) == "string" or lib_of(v) then return nil end
  return getmetatable(v)
end

local function s_setmetatable(t, mt)
  if type(mt) == "table" and rawget(mt, "__gc") ~= nil then
    raise("__gc metamethods are not allowed in the sandbox")
  end
  if lib_of(t) and (mt == nil or type(mt) == "table") then own_copy(t) end
  return setmetatable(t, mt)
end

local function s_rawset(t, k, v)
  if ro_target[t] then raise("attempt to modify a read-only table") end
  if lib_of(t) then own_copy(t) end
  return rawset(t, k, v)
end

-- C functions called by kernel wrappers position their errors at the wrapper: drop that.
local function unkernel(e)
  if type(e) == "string" and sfind(e, "[deckwright sandbox]:", 1, true) == 1 then
    return (sgsub(e, "^%[deckwright sandbox%]:%d+: ", "", 1))
  end
  return e
end

local fix_here, fix_dead
do
-- A C function that a kernel wrapper called counts its arguments from the wrapper's call; when
-- the script called the wrapper as a method (s:sub(...)), renumber them as luaL_argerror would.
-- raiser is the frame that raised, lib the outermost kernel frame above it.
-- Its position is the wrapper's, inside the kernel: give it the wrapper caller's (pos).
local function renumber(e, raiser, lib, pos)
  if raiser == nil or raiser.what ~= "C" or raiser.func == error or lib == nil then
    return e
  end
  if sfind(e, "[deckwright sandbox]:", 1, true) == 1 then
    e = pos .. sgsub(e, "^%[deckwright sandbox%]:%d+: ", "", 1)
  end
  local pre, k, rest = smatch(e, "^(.-)bad argument #(%d+) to '[^']*'(.*)$")
  if pre == nil then return e end
  k = tonumber(k)
  if lib.namewhat == "method" then
    k = k - 1
    if k == 0 then return pre .. "calling '" .. lib.name .. "' on bad self" end
  end
  if lib.istailcall then return e end   -- the call-site name is gone: keep the C function's
  local name = lib.name or QNAME[lib.func] or "?"
  return pre .. "bad argument #" .. k .. " to '" .. name .. "'" .. rest
end

local function pos_of(info)
  if info and info.currentline > 0 then
    return info.short_src .. ":" .. info.currentline .. ": "
  end
  return ""
end

-- Called directly (never as a tail call) by a message handler, while the stack that raised is
-- still there: level 2 is the handler, level 3 the function that raised.
fix_here = function(e)
  if type(e) ~= "string" then return e end
  local lib, l, info = nil, 4, nil
  while true do
    info = getinfo(l, "Slnft")
    if info == nil or info.source ~= KSRC then break end
    lib, l = info, l + 1
  end
  return renumber(e, getinfo(3, "Sf"), lib, pos_of(info))
end

-- The same for a coroutine that died of the error (its stack is kept).
fix_dead = function(co, e)
  if type(e) ~= "string" then return e end
  local lib, l, info = nil, 1, nil
  while true do
    info = getinfo(co, l, "Slnft")
    if info == nil or info.source ~= KSRC then break end
    lib, l = info, l + 1
  end
  return renumber(e, getinfo(co, 0, "Sf"), lib, pos_of(info))
end
end

-- error(msg, level): Lua counts levels on the real stack, where the sandbox's own library
-- functions (pcall, sort ...) are frames Lua does not have: count without them.
local function s_error(...)
  local msg, level = ...
  if type(msg) ~= "string" or select("#", ...) < 1 then return error(...) end
  if level == nil then level = 1 end
  if mtype(level) ~= "integer" then return error(...) end
  if level > 0 then
    local l, counted = 2, 0
    while true do
      local info = getinfo(l, "Sl")
      if info == nil then break end
      if info.source ~= KSRC then
        counted = counted + 1
        if counted == level then
          if info.currentline > 0 then
            msg = info.short_src .. ":" .. info.currentline .. ": " .. msg
          end
          break
        end
      end
      l = l + 1
    end
  end
  error(msg, 0)
end

local function protected_ret(ok, ...)
  if tripped then error(KILL_MSG[tripped], 0) end
  if ok then return true, ... end
  return false, unkernel((...))
end

local function pcall_handler(e)
  if tripped then return e end
  local m = fix_here(e)
  return m
end

local function s_pcall(f, ...)
  return protected_ret(xpcall(f, pcall_handler, ...))
end

local function s_xpcall(f, msgh, ...)
  if type(msgh) ~= "function" then
    argerror(2, "xpcall", "function expected, got " .. typename(msgh))
  end
  -- A message handler called for an error raised by the hook runs with hooks disabled: never
  -- run script code then.
  return protected_ret(xpcall(f, function(e)
    if tripped then return e end
    local m = fix_here(e)
    return msgh(unkernel(m))
  end, ...))
end

------------------------------------------------------------------------------------------
-- Coroutines
------------------------------------------------------------------------------------------

local REQUEST = {}   -- first value yielded by a kernel request (private)
local DONE = {}      -- first value yielded by a worker that finished its function (private)

local function hook_thread(co)
  sethook(co, hook, "", STEP)
  hooked[co] = STEP
  return co
end

local CO = {}
do
local function checkco(co, n, fname)
  if type(co) ~= "thread" then
    argerror(n, fname, "coroutine expected, got " .. (co == nil and "no value" or typename(co)))
  end
end

local function s_create(f)
  if type(f) ~= "function" then
    argerror(1, "create", "function expected, got " .. (f == nil and "no value" or typename(f)))
  end
  -- A new thread runs up to STEP instructions before its first hook: pay for them now.
  charge(STEP)
  return hook_thread(co_create(f))
end

-- The kernel thread a script runs in stands for Lua's main thread: it is running (or, seen
-- from a coroutine, normal), never yieldable, never resumable and never closable.
local function s_running()
  local co = co_running()
  return co, kthreads[co] == true
end

local function s_isyieldable(...)
  local co = ...
  if select("#", ...) == 0 then
    co = co_running()
  else
    checkco(co, 1, "isyieldable")
  end
  if kthreads[co] then return false end
  return co_isyieldable(co)
end

local function s_yield(...)
  -- lua_yield's own errors carry no position
  if kthreads[co_running()] then error("attempt to yield from outside a coroutine", 0) end
  if not co_isyieldable() then error("attempt to yield across a C-call boundary", 0) end
  return co_yield(...)
end

local function s_status(co)
  checkco(co, 1, "status")
  if kthreads[co] then return co == co_running() and "running" or "normal" end
  return co_status(co)
end

-- A kernel request yielded inside a script coroutine is passed up to the kernel, and the
-- answer is passed back down: scripts never see REQUEST.
local function resume_ret(co, ok, ...)
  if ok and rawequal((...), REQUEST) then
    return resume_ret(co, co_resume(co, co_yield(...)))
  end
  return ok, ...
end

local function resumed(co, ok, ...)
  if ok then return true, ... end
  return false, fix_dead(co, unkernel((...)))
end

local function s_resume(co, ...)
  checkco(co, 1, "resume")
  if kthreads[co] then return false, "cannot resume non-suspended coroutine" end
  return resumed(co, resume_ret(co, co_resume(co, ...)))
end

local function s_close(co)
  checkco(co, 1, "close")
  if kthreads[co] then
    raise(co == co_running() and "cannot close a running coroutine"
      or "cannot close a normal coroutine")
  end
  return co_close(co)
end

-- As Lua's auxwrap: an error inside the coroutine closes it (its pending to-be-closed
-- variables run) and goes on to the caller, a string error with the caller's position.
local function wrap_fail(co, e, pos)
  if not tripped and co_status(co) == "dead" then
    local ok, e2 = co_close(co)
    if not ok then e = e2 end
  end
  if tripped then error(KILL_MSG[tripped], 0) end
  if type(e) == "string" and sfind(e, "not enough memory", 1, true) ~= 1 then
    e = pos .. unkernel(e)
  end
  error(e, 0)
end

local function s_wrap(f)
  if type(f) ~= "function" then
    argerror(1, "wrap", "function expected, got " .. (f == nil and "no value" or typename(f)))
  end
  charge(STEP)
  local co = hook_thread(co_create(f))
  local function ret(ok, ...)
    if ok then return ... end
    local caller = getinfo(2, "Sl")   -- ret was tail-called: level 2 is the wrapper's caller
    local pos = ""
    if caller and caller.currentline > 0 then
      pos = caller.short_src .. ":" .. caller.currentline .. ": "
    end
    return wrap_fail(co, fix_dead(co, (...)), pos)
  end
  return function(...)
    return ret(resume_ret(co, co_resume(co, ...)))
  end
end

CO.close, CO.create, CO.isyieldable, CO.resume = s_close, s_create, s_isyieldable, s_resume
CO.running, CO.status, CO.wrap, CO.yield = s_running, s_status, s_wrap, s_yield
end

------------------------------------------------------------------------------------------
-- Lua port of lstrlib's matcher, used when the C matcher's worst case is too slow: it runs
-- under the instruction hook, so its real work is what gets charged.
------------------------------------------------------------------------------------------

local B_ESC, B_LBR, B_RBR, B_LPAR, B_RPAR = 37, 91, 93, 40, 41
local B_CARET, B_STAR, B_PLUS, B_MINUS, B_QUEST = 94, 42, 43, 45, 63
local port_find, port_gmatch, port_gsub
local last_subject, last_bytes = nil, nil   -- the port's bytes of its latest subject
do
-- what only the matcher uses is local to it: the kernel chunk is near Lua's 200 locals
local MAXCAPTURES, MAXDEPTH = 32, 200
local CAP_UNF, CAP_POS = -1, -2
local B_DOT, B_DOLLAR = 46, 36

-- Character classes (%a, %d ...) as sets of bytes, each built the first time a pattern of this
-- runtime uses it: most games never run the port, and a set costs 256 predicate calls.
local CLASS, CLASS_PRED = {}, {}
do
  local function upper(c) return c >= 65 and c <= 90 end
  local function lower(c) return c >= 97 and c <= 122 end
  local function digit(c) return c >= 48 and c <= 57 end
  local function alpha(c) return upper(c) or lower(c) end
  local function cntrl(c) return c < 32 or c == 127 end
  local function graph(c) return c > 32 and c < 127 end
  CLASS_PRED[97] = alpha                                              -- %a
  CLASS_PRED[99] = cntrl                                              -- %c
  CLASS_PRED[100] = digit                                             -- %d
  CLASS_PRED[103] = graph                                             -- %g
  CLASS_PRED[108] = lower                                             -- %l
  CLASS_PRED[112] = function(c) return graph(c) and not alpha(c) and not digit(c) end  -- %p
  CLASS_PRED[115] = function(c) return c == 32 or (c >= 9 and c <= 13) end           -- %s
  CLASS_PRED[117] = upper                                             -- %u
  CLASS_PRED[119] = function(c) return alpha(c) or digit(c) end       -- %w
  CLASS_PRED[120] = function(c)                                       -- %x
    return digit(c) or (c >= 97 and c <= 102) or (c >= 65 and c <= 70)
  end
  CLASS_PRED[122] = function(c) return c == 0 end                     -- %z (deprecated, kept)
end

local function class_set(cl)
  local s = CLASS[cl]
  if s == nil then
    local pred = CLASS_PRED[cl]
    if pred == nil then return nil end
    s = {}
    for c = 0, 255 do if pred(c) then s[c] = true end end
    CLASS[cl] = s
  end
  return s
end

local function match_class(c, cl)
  local s = class_set(cl)
  if s then return s[c] == true end
  if cl and cl >= 65 and cl <= 90 then
    s = class_set(cl + 32)
    if s then return not s[c] end
  end
  return cl == c
end

local function class_end(ms, pi)
  local pb, pn = ms.pb, ms.pn
  local c = pb[pi]
  pi = pi + 1
  if c == B_ESC then
    if pi > pn then raise("malformed pattern (ends with '%')") end
    return pi + 1
  elseif c == B_LBR then
    if pb[pi] == B_CARET then pi = pi + 1 end
    repeat
      if pi > pn then raise("malformed pattern (missing ']')") end
      local cc = pb[pi]
      pi = pi + 1
      if cc == B_ESC and pi <= pn then pi = pi + 1 end
    until pb[pi] == B_RBR
    return pi + 1
  end
  return pi
end

local function match_bracket(ms, c, pi, ec)
  local pb = ms.pb
  local sig = true
  if pb[pi + 1] == B_CARET then
    sig = false
    pi = pi + 1
  end
  pi = pi + 1
  while pi < ec do
    local pc = pb[pi]
    if pc == B_ESC then
      pi = pi + 1
      if match_class(c, pb[pi]) then return sig end
      pi = pi + 1
    elseif pb[pi + 1] == B_MINUS and pi + 2 < ec then
      if pc <= c and c <= pb[pi + 2] then return sig end
      pi = pi + 3
    else
      if pc == c then return sig end
      pi = pi + 1
    end
  end
  return not sig
end

-- The single-character item at pi, compiled once per pattern: where it ends and the set of
-- bytes it matches (set[c] is true; set[256], past the subject's end, never is).  Computed
-- when the matcher first reaches the item, so a malformed item fails exactly when C's would.
local function class_at(ms, pi)
  local ep = ms.ends[pi]
  if ep then return ep, ms.sets[pi] end
  ep = class_end(ms, pi)
  local pb = ms.pb
  local pc, set = pb[pi], {}
  for c = 0, 255 do
    local ok
    if pc == B_DOT then ok = true
    elseif pc == B_ESC then ok = match_class(c, pb[pi + 1])
    elseif pc == B_LBR then ok = match_bracket(ms, c, pi, ep - 1)
    else ok = pc == c
    end
    if ok then set[c] = true end
  end
  ms.ends[pi], ms.sets[pi] = ep, set
  return ep, set
end

local function match_balance(ms, si, pi)
  if pi >= ms.pn then raise("malformed pattern (missing arguments to '%b')") end
  local s, n = ms.s, ms.n
  local b, e = ms.pb[pi], ms.pb[pi + 1]
  if si > n or sbyte(s, si) ~= b then return nil end
  local cont = 1
  si = si + 1
  while si <= n do
    local c = sbyte(s, si)
    if c == e then
      cont = cont - 1
      if cont == 0 then return si + 1 end
    elseif c == b then
      cont = cont + 1
    end
    si = si + 1
  end
  return nil
end

local do_match

-- The bytes the rest of the pattern from pi can start with, when that is one single-character
-- item that must match (captures' brackets looked through): positions whose byte is not in it
-- are skipped without a call.  nil when anything may follow.  Only ever called just before the
-- matcher reaches pi itself, so a malformed item fails exactly where it would anyway.
local function next_set(ms, pi)
  local pb, pn = ms.pb, ms.pn
  while pi <= pn do
    local pc = pb[pi]
    if pc == B_LPAR then
      pi = pi + (pb[pi + 1] == B_RPAR and 2 or 1)
    elseif pc == B_RPAR then
      pi = pi + 1
    else
      break
    end
  end
  if pi > pn then return nil end
  local pc, d = pb[pi], pb[pi + 1]
  if pc == B_DOLLAR and pi == pn then return nil end
  if pc == B_ESC and (d == 98 or d == 102 or (d and d >= 48 and d <= 57)) then return nil end
  local ep, set = class_at(ms, pi)
  local q = pb[ep]
  if q == B_STAR or q == B_QUEST or q == B_MINUS then return nil end
  return set
end

local function max_expand(ms, si, set, ep)
  local sb = ms.sb
  local i = si
  while set[sb[i] or 256] do i = i + 1 end
  local follow = next_set(ms, ep + 1)
  while i >= si do
    if follow == nil or follow[sb[i] or 256] then
      local res = do_match(ms, i, ep + 1)
      if res then return res end
    end
    i = i - 1
  end
  return nil
end

local function min_expand(ms, si, set, ep)
  local sb = ms.sb
  local follow = next_set(ms, ep + 1)
  while true do
    if follow == nil or follow[sb[si] or 256] then
      local res = do_match(ms, si, ep + 1)
      if res then return res end
    end
    if set[sb[si] or 256] then si = si + 1 else return nil end
  end
end

local function start_capture(ms, si, pi, what)
  local level = ms.level
  if level >= MAXCAPTURES then raise("too many captures") end
  ms.cinit[level + 1] = si
  ms.clen[level + 1] = what
  ms.level = level + 1
  local res = do_match(ms, si, pi)
  if res == nil then ms.level = ms.level - 1 end
  return res
end

local function end_capture(ms, si, pi)
  local l = ms.level
  while l > 0 and ms.clen[l] ~= CAP_UNF do l = l - 1 end
  if l == 0 then raise("invalid pattern capture") end
  ms.clen[l] = si - ms.cinit[l]
  local res = do_match(ms, si, pi)
  if res == nil then ms.clen[l] = CAP_UNF end
  return res
end

local function match_capture(ms, si, d)
  local idx = d - 48
  if idx < 1 or idx > ms.level or ms.clen[idx] == CAP_UNF then
    raise(sformat("invalid capture index %%%d", idx))
  end
  local len = ms.clen[idx]
  if len < 0 then return nil end
  local init = ms.cinit[idx]
  if ms.n - si + 1 >= len and ssub(ms.s, init, init + len - 1) == ssub(ms.s, si, si + len - 1) then
    return si + len
  end
  return nil
end

do_match = function(ms, si, pi)
  local depth = ms.depth
  if depth == 0 then raise("pattern too complex") end
  ms.depth = depth - 1
  local pb, pn = ms.pb, ms.pn
  while pi <= pn do
    local pc = pb[pi]
    local d = pb[pi + 1]
    if pc == B_LPAR then
      if d == B_RPAR then
        si = start_capture(ms, si, pi + 2, CAP_POS)
      else
        si = start_capture(ms, si, pi + 1, CAP_UNF)
      end
      break
    elseif pc == B_RPAR then
      si = end_capture(ms, si, pi + 1)
      break
    elseif pc == B_DOLLAR and pi == pn then
      if si ~= ms.n + 1 then si = nil end
      break
    elseif pc == B_ESC and d == 98 then                    -- %bxy
      si = match_balance(ms, si, pi + 2)
      if si == nil then break end
      pi = pi + 4
    elseif pc == B_ESC and d == 102 then                   -- %f[set]
      pi = pi + 2
      if pb[pi] ~= B_LBR then raise("missing '[' after '%f' in pattern") end
      local ep = class_end(ms, pi)
      local prev = si == 1 and 0 or sbyte(ms.s, si - 1)
      local cur = si <= ms.n and sbyte(ms.s, si) or 0
      if not match_bracket(ms, prev, pi, ep - 1) and match_bracket(ms, cur, pi, ep - 1) then
        pi = ep
      else
        si = nil
        break
      end
    elseif pc == B_ESC and d and d >= 48 and d <= 57 then  -- %0-%9
      si = match_capture(ms, si, d)
      if si == nil then break end
      pi = pi + 2
    else
      local ep, set = class_at(ms, pi)
      local epc = pb[ep]
      if not set[ms.sb[si] or 256] then
        if epc == B_STAR or epc == B_QUEST or epc == B_MINUS then
          pi = ep + 1
        else
          si = nil
          break
        end
      elseif epc == B_QUEST then
        local res = do_match(ms, si + 1, ep + 1)
        if res ~= nil then
          si = res
          break
        end
        pi = ep + 1
      elseif epc == B_PLUS then
        si = max_expand(ms, si + 1, set, ep)
        break
      elseif epc == B_STAR then
        si = max_expand(ms, si, set, ep)
        break
      elseif epc == B_MINUS then
        si = min_expand(ms, si, set, ep)
        break
      else
        si = si + 1
        pi = ep
      end
    end
  end
  ms.depth = ms.depth + 1
  return si
end

-- Patterns compiled so far (bytes, item ends and sets), by pattern and first byte used.
local compiled, ncompiled = { {}, {} }, 0
local BIG_SUBJECT = 65536

-- The subject's bytes by position: a table while that costs little memory, else looked up.
local function subject_bytes(s, n)
  if s == last_subject then return last_bytes end
  if n > BIG_SUBJECT then
    return setmetatable({}, { __index = function(_, i) return sbyte(s, i) end })
  end
  local sb = {}
  for i = 1, n, 4000 do
    local j = i + 3999
    local chunk = { sbyte(s, i, j < n and j or n) }
    for k = 1, #chunk do sb[i + k - 1] = chunk[k] end
  end
  last_subject, last_bytes = s, sb
  return sb
end

local function new_ms(s, p, first)
  local comp = compiled[first][p]
  if comp == nil then
    if ncompiled >= 256 then compiled, ncompiled = { {}, {} }, 0 end
    local pb = { sbyte(p, first, -1) }
    comp = { pb = pb, pn = #pb, ends = {}, sets = {} }
    compiled[first][p] = comp
    ncompiled = ncompiled + 1
  end
  local n = #s
  return { s = s, n = n, sb = subject_bytes(s, n), pb = comp.pb, pn = comp.pn,
           ends = comp.ends, sets = comp.sets, level = 0, depth = MAXDEPTH,
           cinit = {}, clen = {} }
end

local function get_capture(ms, i, s, e)
  if i > ms.level then
    if i ~= 1 then raise(sformat("invalid capture index %%%d", i)) end
    return ssub(ms.s, s, e - 1)
  end
  local l = ms.clen[i]
  if l == CAP_UNF then raise("unfinished capture") end
  if l == CAP_POS then return ms.cinit[i] end
  local init = ms.cinit[i]
  return ssub(ms.s, init, init + l - 1)
end

local function push_captures(ms, s, e)
  local n = ms.level
  if n == 0 and s then n = 1 end
  if n == 0 then return end
  if n == 1 then return get_capture(ms, 1, s, e) end
  local out = {}
  for i = 1, n do out[i] = get_capture(ms, i, s, e) end
  return tunpack(out, 1, n)
end

local function posrelat(pos, len)
  if pos > 0 then return pos end
  if pos == 0 or pos < -len then return 1 end
  return len + pos + 1
end

port_find = function(find, s, p, init)
  local ls = #s
  init = posrelat(init, ls)
  if init > ls + 1 then return nil end
  local anchor = sbyte(p, 1) == B_CARET
  local ms = new_ms(s, p, anchor and 2 or 1)
  local si = init
  local first, sb = next_set(ms, 1), ms.sb
  repeat
    if first == nil or first[sb[si] or 256] then
      ms.level = 0
      ms.depth = MAXDEPTH
      local e = do_match(ms, si, 1)
      if e ~= nil then
        if find then return si, e - 1, push_captures(ms, nil, nil) end
        return push_captures(ms, si, e)
      end
    end
    si = si + 1
  until anchor or si > ls + 1
  return nil
end

port_gmatch = function(s, p, init)
  local ls = #s
  init = posrelat(init, ls)
  if init > ls + 1 then init = ls + 2 end
  local ms = new_ms(s, p, 1)
  local src, lastmatch = init, nil
  local first, sb = false, ms.sb
  return function()
    while src <= ls + 1 do
      if first == false then first = next_set(ms, 1) end
      if first == nil or first[sb[src] or 256] then
        ms.level = 0
        ms.depth = MAXDEPTH
        local e = do_match(ms, src, 1)
        if e ~= nil and e ~= lastmatch then
          local start = src
          src, lastmatch = e, e
          return push_captures(ms, start, e)
        end
      end
      src = src + 1
    end
    return nil
  end
end

-- C gsub calls a replacement function (or an __index) where it may not yield: so does the port,
-- by making the call from inside a C function.
local function call_noyield(f, ...)
  local args, n = { ... }, select("#", ...)
  local r
  C_string.gsub("x", "x", function() r = f(tunpack(args, 1, n)) end)
  return r
end

local function index_of(t, k) return t[k] end

local function add_s(ms, news, s, e)
  if not sfind(news, "%", 1, true) then return news end
  local parts, np = {}, 0
  local i, l = 1, #news
  while i <= l do
    local j = sfind(news, "%", i, true)
    if not j then
      np = np + 1
      parts[np] = ssub(news, i, l)
      break
    end
    if j > i then
      np = np + 1
      parts[np] = ssub(news, i, j - 1)
    end
    local d = sbyte(news, j + 1)
    np = np + 1
    if d == B_ESC then
      parts[np] = "%"
    elseif d == 48 then
      parts[np] = ssub(ms.s, s, e - 1)
    elseif d and d >= 49 and d <= 57 then
      local cap = get_capture(ms, d - 48, s, e)
      parts[np] = type(cap) == "number" and tostring(cap) or cap
    else
      raise("invalid use of '%' in replacement string")
    end
    i = j + 2
  end
  return tconcat(parts, "", 1, np)
end

port_gsub = function(src, p, repl, max_s)
  local srcl = #src
  local tr = type(repl)
  if tr == "number" then
    repl = tostring(repl)
    tr = "string"
  end
  local anchor = sbyte(p, 1) == B_CARET
  local ms = new_ms(src, p, anchor and 2 or 1)
  local out, no = {}, 0
  local si, copy_from, lastmatch, n, changed = 1, 1, nil, 0, false
  local first, sb = false, ms.sb
  while n < max_s do
    if first == false then first = next_set(ms, 1) end
    local e = nil
    if first == nil or first[sb[si] or 256] then
      ms.level = 0
      ms.depth = MAXDEPTH
      e = do_match(ms, si, 1)
    end
    if e ~= nil and e ~= lastmatch then
      n = n + 1
      local piece
      if tr == "string" then
        piece = add_s(ms, repl, si, e)
      else
        if tr == "function" then
          piece = call_noyield(repl, push_captures(ms, si, e))
        elseif dgetmetatable(repl) ~= nil then
          piece = call_noyield(index_of, repl, get_capture(ms, 1, si, e))
        else
          piece = repl[get_capture(ms, 1, si, e)]
        end
        if piece then
          local tp = type(piece)
          if tp == "number" then
            piece = tostring(piece)
          elseif tp ~= "string" then
            raise("invalid replacement value (a " .. typename(piece) .. ")")
          end
        end
      end
      if piece then
        changed = true
        if copy_from < si then
          no = no + 1
          out[no] = ssub(src, copy_from, si - 1)
        end
        no = no + 1
        out[no] = piece
        copy_from = e
      end
      si, lastmatch = e, e
    elseif si <= srcl then
      si = si + 1
    else
      break
    end
    if anchor then break end
  end
  if not changed then return src, n end
  if copy_from <= srcl then
    no = no + 1
    out[no] = ssub(src, copy_from, srcl)
  end
  return tconcat(out, "", 1, no), n
end

end

K._port = { find = port_find, gmatch = port_gmatch, gsub = port_gsub }

------------------------------------------------------------------------------------------
-- The string library with its costs charged and its worst cases bounded
------------------------------------------------------------------------------------------

local LIB_STRING
do
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

LIB_STRING = {
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
end

------------------------------------------------------------------------------------------
-- table, math, utf8
------------------------------------------------------------------------------------------

local LIB_TABLE
do
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

LIB_TABLE = {
  concat = s_concat,
  insert = s_insert,
  move = s_move,
  pack = tpack,
  remove = s_remove,
  sort = s_sort,
  unpack = s_unpack,
}
end

local rand_bridge
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

local LIB_COROUTINE = CO

-- Method calls on strings ("x"):rep(...) go through the shared string metatable: point it at
-- the guarded functions and protect it.  Its arithmetic metamethods stay as they are.
do
  local index = {}
  for k, v in next, LIB_STRING do index[k] = v end
  STRMT.__index = index
  STRMT.__metatable = false
end

------------------------------------------------------------------------------------------
-- Read-only proxies
------------------------------------------------------------------------------------------

local ro_cache = setmetatable({}, { __mode = "k" })   -- table -> its proxy

local function ro_newindex()
  raise("attempt to modify a read-only table")
end

readonly = function(t)
  if ro_target[t] then return t end
  local p = ro_cache[t]
  if p then return p end
  p = setmetatable({}, {
    __index = function(_, k) return wrap_ro(rawget(t, k)) end,
    __newindex = ro_newindex,
    __len = function() return rawlen(t) end,
    __pairs = function(self) return ordered_iter(t, true), self, nil end,
    __metatable = false,
  })
  ro_cache[t] = p
  ro_target[p] = t
  return p
end

function K.readonly(t) return readonly(t) end
function K.unproxy(t) return ro_target[t] or lib_of(t) end

-- A maker of sealed views: each view shows one data table read-only, then the functions of
-- methods (which no view ever hands out as a table).  name is what getmetatable() answers;
-- reading a key that is neither a method nor one of fields calls missing(key), if given.
function K.sealed(methods, name, fields, missing)
  local mt = {
    __index = function(p, k)
      local v = rawget(ro_target[p], k)
      if v == nil then
        v = methods[k]
        if v == nil and missing ~= nil and not fields[k] then return missing(k) end
        return v
      end
      if type(v) == "table" then return readonly(v) end
      return v
    end,
    __newindex = ro_newindex,
    __len = function(p) return rawlen(ro_target[p]) end,
    __pairs = function(p) return ordered_iter(ro_target[p], true), p, nil end,
    __metatable = name,
  }
  return function(data)
    local p = setmetatable({}, mt)
    ro_target[p] = data
    return p
  end
end

------------------------------------------------------------------------------------------
-- Environments
------------------------------------------------------------------------------------------

local BASE = {
  _VERSION = _VERSION,
  assert = assert,
  error = s_error,
  getmetatable = s_getmetatable,
  ipairs = ipairs,
  next = s_next,
  pairs = s_pairs,
  pcall = s_pcall,
  print = s_print,
  rawequal = rawequal,
  rawget = function(t, k)
    local v = rawget(t, k)
    if v == nil then
      local lib = lib_of(t)
      if lib then return rawget(lib, k) end
    end
    return v
  end,
  rawlen = rawlen,
  rawset = s_rawset,
  select = select,
  setmetatable = s_setmetatable,
  tonumber = s_tonumber,
  tostring = s_tostring,
  type = type,
  xpcall = s_xpcall,
}

local LIBS = { string = LIB_STRING, table = LIB_TABLE, math = LIB_MATH, utf8 = LIB_UTF8,
               coroutine = LIB_COROUTINE }
for name, lib in next, LIBS do
  for k, v in next, lib do
    if type(v) == "function" then QNAME[v] = name .. "." .. k end
  end
end
for k, v in next, BASE do
  if type(v) == "function" then QNAME[v] = k end
end

local function make_load(env)
  return function(chunk, chunkname, mode, ...)
    local e = env
    if select("#", ...) > 0 then e = ... end
    if mode ~= nil and type(mode) ~= "string" then
      argerror(3, "load", "string expected, got " .. typename(mode))
    end
    mode = mode or "bt"
    local src
    local tc = type(chunk)
    if tc == "string" then
      src = chunk
      if chunkname == nil then chunkname = chunk end
    elseif tc == "function" then
      local parts, n, size = {}, 0, 0
      while true do
        -- as lua_load: an error in the reader is load's result, not the caller's error
        local ok, piece = pcall(chunk)
        if tripped then error(KILL_MSG[tripped], 0) end
        if not ok then return nil, unkernel(piece) end
        if piece == nil or piece == "" then break end
        if type(piece) == "number" then piece = to_s(piece) end
        if type(piece) ~= "string" then
          local src, line = where()
          return nil, (src and src .. ":" .. line .. ": " or "")
            .. "reader function must return a string"
        end
        size = size + #piece
        if size > SOURCE_LIMIT then return nil, "chunk too large for the sandbox" end
        n = n + 1
        parts[n] = piece
      end
      src = tconcat(parts, "", 1, n)
      if chunkname == nil then chunkname = "=(load)" end
    else
      local got = chunk == nil and "no value" or typename(chunk)
      argerror(1, "load", "string expected, got " .. got)
    end
    if #src > SOURCE_LIMIT then return nil, "chunk too large for the sandbox" end
    if sbyte(src, 1) == 27 then
      if not sfind(mode, "b", 1, true) then
        return nil, "attempt to load a binary chunk (mode is '" .. mode .. "')"
      end
      return nil, "binary chunks are not available to card scripts (load source text)"
    end
    if not sfind(mode, "t", 1, true) then
      return nil, "attempt to load a text chunk (mode is '" .. mode .. "')"
    end
    if type(chunkname) == "number" then
      chunkname = to_s(chunkname)
    elseif type(chunkname) ~= "string" then
      argerror(2, "load", "string expected, got " .. typename(chunkname))
    end
    if #src > 256 then charge(#src) end
    return load(src, chunkname, "t", e)
  end
end

-- true: every environment is built as full copies (the tests compare the two ways)
local eager_envs = false
function K.eager_envs(on) eager_envs = on and true or false end

local LIB_NAMES = { "string", "table", "math", "utf8", "coroutine" }

local function new_env(extra)
  local env = lib_view(BASE)
  for i = 1, #LIB_NAMES do
    local name = LIB_NAMES[i]
    rawset(env, name, lib_view(LIBS[name]))
  end
  rawset(env, "_G", env)
  rawset(env, "load", make_load(env))
  if extra ~= nil then
    for k, v in next, extra do
      if rawget(BASE, k) ~= nil then own_copy(env) end
      rawset(env, k, v)
    end
  end
  if eager_envs then
    for i = 1, #LIB_NAMES do own_copy(rawget(env, LIB_NAMES[i])) end
    own_copy(env)
  end
  return env
end

------------------------------------------------------------------------------------------
-- Workers: pooled kernel threads that run one function at a time under the hook
------------------------------------------------------------------------------------------

local ERR, YIELD = 1, 2

local function handler(e)
  if tripped then return nil end   -- a kill: its details are in trip_*; run no script code
  e = fix_here(e)
  local src, line = where()
  local msg
  local te = type(e)
  if te == "string" then
    msg = unkernel(e)
  elseif te == "number" then
    msg = tostring(e)
  elseif te == "nil" then
    msg = "nil"
  else
    local mt = dgetmetatable(e)
    local f = mt ~= nil and rawget(mt, "__tostring") or nil
    if f ~= nil then
      local ok, s = pcall(f, e)
      if ok and type(s) == "string" then msg = s end
    end
    msg = msg or ("(error object is a " .. typename(e) .. " value)")
  end
  return { msg, src, line }
end

local function step(fn, ...)
  return co_yield(DONE, xpcall(fn, handler, ...))
end

local function body(...)
  return body(step(...))
end

local pool, npool = { 0, 0, 0, 0, 0, 0, 0, 0 }, 0
for i = 1, #pool do pool[i] = nil end

local function new_worker()
  local co = co_create(body)
  kthreads[co] = true
  return hook_thread(co)
end

local function clean(msg)
  if type(msg) ~= "string" then msg = "error" end
  if #msg > 2000 then msg = ssub(msg, 1, 2000) .. "..." end
  if not utf8len(msg) then msg = sgsub(msg, "[\128-\255]", "?") end
  return msg
end

local function fn_src(fn)
  if type(fn) ~= "function" then return nil end
  local info = getinfo(fn, "S")
  return info and info.short_src
end

local function fail(fn, e)
  if tripped then return ERR, tripped, KILL_MSG[tripped], trip_src, trip_line end
  if type(e) == "table" then
    local msg = clean(e[1])
    local kind = sfind(msg, "not enough memory", 1, true) == 1 and "memory" or "error"
    return ERR, kind, msg, e[2] or fn_src(fn), e[3]
  end
  local msg = clean(e)
  local kind = sfind(msg, "not enough memory", 1, true) == 1 and "memory" or "error"
  return ERR, kind, msg, fn_src(fn), nil
end

local function exhausted(fn)
  collectgarbage("collect")
  if collectgarbage("count") <= MEM_SOFT_KB then return nil end
  return ERR, "exhausted", sformat("scripts keep %.1f MiB alive (limit %.1f MiB)",
    collectgarbage("count") / 1024, MEM_SOFT_KB / 1024), fn_src(fn), nil
end

local function finish(co, fn, ok, tag, ok2, a, ...)
  active = active - 1
  if ok and tag == DONE and npool < 8 then
    npool = npool + 1
    pool[npool] = co
  end
  -- Python is about to run again: the heap must leave it its headroom (see sandbox.py).
  if collectgarbage("count") > MEM_SOFT_KB then
    local k1, k2, k3, k4, k5 = exhausted(fn)
    if k1 then return k1, k2, k3, k4, k5 end
  end
  if ok and tag == DONE then
    if ok2 then return a end
    return fail(fn, a)
  end
  if ok and tag == REQUEST then
    return YIELD, ok2, co, remaining
  end
  if ok then
    return ERR, "error", "attempt to yield from outside a coroutine", fn_src(fn), nil
  end
  return fail(fn, tag)
end

local function reset()
  last_subject, last_bytes = nil, nil
  if nextid > 0 then
    ids = setmetatable({}, WEAK_KEYS)
    nextid = 0
  end
  remaining = MAX_INSTR
  tripped = nil
  trip_src, trip_line = nil, nil
  t0 = nil
  gcs_left = 2
  gc_seen = gc_cycles
end

function K.run(fn, ...)
  if active == 0 then
    last_subject, last_bytes = nil, nil
    if nextid > 0 then
      ids = setmetatable({}, WEAK_KEYS)
      nextid = 0
    end
    remaining, tripped, trip_src, trip_line, t0, gcs_left, gc_seen =
      MAX_INSTR, nil, nil, nil, nil, 2, gc_cycles
  elseif tripped then
    return fail(fn, nil)
  end
  local co
  if npool > 0 then
    co = pool[npool]
    pool[npool] = nil
    npool = npool - 1
  else
    co = new_worker()
  end
  active = active + 1
  return finish(co, fn, co_resume(co, fn, ...))
end

-- A thread's budget is its whole resolution's: it goes on from what was left when it made its
-- request, less REQUEST_UNITS for the request, so no script runs forever by yielding.
function K.resume(co, fn, left, ...)
  if active == 0 then
    reset()
    remaining = left
  elseif tripped then
    return fail(fn, nil)
  elseif left < remaining then
    remaining = left
  end
  remaining = remaining - REQUEST_UNITS
  if remaining <= 0 then
    tripped = "timeout"
    return ERR, "timeout", KILL_MSG.timeout, fn_src(fn), nil
  end
  active = active + 1
  return finish(co, fn, co_resume(co, ...))
end

-- What K.load and K.compile_shared return for a chunk that does not compile.
local function compile_error(err, name)
  local msg = clean(err)
  if msg == "not enough memory" then return ERR, "memory", msg, nil, nil end
  -- the parser's own limits come without a position: name the chunk at least
  if sfind(msg, "C stack overflow", 1, true) then
    msg = "the script is nested too deeply for the Lua parser (C stack overflow)"
  end
  return ERR, "error", msg, ssub(name, 2), nil
end

-- A chunk of text in a fresh environment. binary: the engine's own Lua (cardapi.lua) as
-- bytecode Python compiled once per process from the engine's files; only Python passes it,
-- never for anything a script or a card set supplies.
function K.load(src, name, extra, binary)
  local env = new_env(extra)
  local fn, err = load(src, name, binary and "b" or "t", env)
  if fn == nil then return compile_error(err, name) end
  return K.run(fn)
end

-- One compiled copy of a script that several cards use (an archetype): the chunk is wrapped in
-- a function whose _ENV is a parameter, so each card's instance runs in an environment of its
-- own, made as K.load makes one, and the instances share nothing but the compiled code. The
-- wrapper adds no line before the script's first: line numbers are the script's own.
function K.compile_shared(src, name)
  local fn, err = load("return function(_ENV, ...) " .. src .. "\nend", name, "t", {})
  if fn == nil then return compile_error(err, name) end
  return K.run(fn)
end

function K.instance(factory, extra)
  return K.run(factory, new_env(extra))
end

function K.request(req)
  return co_yield(REQUEST, req)
end

function K.used()
  return MAX_INSTR - remaining
end

------------------------------------------------------------------------------------------
-- Host functions and conversions
------------------------------------------------------------------------------------------

local function checkargs(n, a, ...)
  if type(a) == "string" and not utf8len(a) then
    raise("a host function was passed a string that is not valid UTF-8")
  end
  if n > 1 then return checkargs(n - 1, ...) end
end

-- A host function's error names the script line that called it, even through pcall(host).
local function relay(st, ...)
  if st == 0 then return ... end
  if st == 1 then
    local src, line = where()
    error((src and src .. ":" .. line .. ": " or "") .. (...), 0)
  end
  return kill(st == 2 and "timeout" or st == 3 and "memory" or "interrupt")
end

function K.make_function(bridge)
  return function(...)
    if collectgarbage("count") > MEM_SOFT_KB and not memory_ok() then kill("memory") end
    local n = select("#", ...)
    if n > 0 then checkargs(n, ...) end
    return relay(bridge(...))
  end
end

function K.list(...)
  return { ... }
end

function K.dict(...)
  local a = tpack(...)
  local t = {}
  for i = 1, a.n, 2 do
    local v = a[i + 1]
    if v ~= nil then t[a[i]] = v end
  end
  return t
end

function K.ident(x)
  return x
end

function K.is_cyclic(root)
  local onpath = {}
  local function visit(t)
    if onpath[t] then return true end
    onpath[t] = true
    for _, v in next, t do
      if type(v) == "table" and visit(v) then return true end
    end
    onpath[t] = nil
    return false
  end
  return visit(root)
end

function K.collect()
  collectgarbage("collect")
  return collectgarbage("count")
end

------------------------------------------------------------------------------------------

rand_bridge = PY_RANDOM

-- Empty the runtime's own global table: it still holds io, os, debug, package, python ...
-- Nothing a script can reach refers to it, but lupa looks up "debug" in it on every call.
do
  local G = _G
  for k in next, G do G[k] = nil end

  -- sandbox.py compiles this chunk with a private _ENV whose __index is the real global table
  -- during initialisation.  From now on any global access by kernel code is a bug: make it loud.
  local function no_globals(_, k)
    error("sandbox kernel accessed the global '" .. tostring(k) .. "'", 2)
  end
  setmetatable(_ENV, { __index = no_globals, __newindex = no_globals })
end

return K
