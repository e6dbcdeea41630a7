-- deckwright.kernel.scripting.sandbox -- the Lua half of the card-script sandbox.
--
-- sandbox.py loads this chunk once per Sandbox under the name "=[deckwright sandbox]" (KSRC
-- below) and calls it with the full standard library still open.  It captures what it needs
-- into locals, builds the allow-listed environment, empties the runtime's global table (io,
-- os, debug, package, lupa's python ...) and returns the kernel table K that sandbox.py
-- drives.  Scripts reach nothing defined here except through the functions handed to them.
--
-- The kernel's other jobs are parts in files of their own, run from here: lua_order.lua (next,
-- pairs) and lua_load.lua at once; lua_strings.lua, lua_libs.lua (table, math, utf8) and
-- lua_coroutines.lua the first time anything reads the library they build (fill);
-- lua_patterns.lua (the port of Lua's matcher) the first time a match needs it, and
-- lua_state.lua (the watch of a card script's state), which sandbox.py hands over with the
-- first K.watch, the first time a script is watched.  sandbox.py hands each over as a chunk;
-- part() runs it with the helpers table H and keeps what it returns.  Every part is loaded under this chunk's own name (KSRC), so
-- that a frame of any part counts as a kernel frame wherever the error messages look for the
-- script's frames.
--
-- Budget accounting: one unit is about one VM instruction.  A count hook charges STEP units
-- every STEP instructions; wrapped C functions whose work the hook cannot see (pattern
-- matching, big string copies, table.sort, table.concat ...) charge an estimate of that work
-- before they run.  When the budget runs out the kill is sticky: every thread on the running
-- chain is re-hooked with count 1, so the next instruction anywhere raises again and no pcall
-- can swallow it.

local MAX_INSTR, MEM_SOFT_KB, MEM_HEAVY_KB, CPU_SECONDS, BYTE_STRCMP, REP_LIMIT, PY_RANDOM,
  PART_MODE = ...

local KSRC = "=[deckwright sandbox]"
local STEP = 1000          -- count-hook period in normal mode
local HEAVY_STEP = 50      -- period while the heap is large (single instructions may be slow)
local SMALL = 4096         -- strings shorter than this are not charged by size
local COPY = 1 / 64       -- budget units per byte copied (memcpy-like work)
local OUTPUT_LINES, OUTPUT_WIDTH = 1000, 1000
local REQUEST_UNITS = 1000 -- what one kernel request costs the thread that makes it

local _VERSION = _VERSION
local type, select, error, next, rawget, rawset, rawequal, rawlen =
  type, select, error, next, rawget, rawset, rawequal, rawlen
local setmetatable, getmetatable, tostring, tonumber, pcall, xpcall, ipairs, assert, load =
  setmetatable, getmetatable, tostring, tonumber, pcall, xpcall, ipairs, assert, load
local collectgarbage = collectgarbage
local sethook, getinfo, dgetmetatable = debug.sethook, debug.getinfo, debug.getmetatable
local getupvalue = debug.getupvalue
local getregistry = debug.getregistry
local co_create, co_resume, co_yield = coroutine.create, coroutine.resume, coroutine.yield
local co_status, co_running = coroutine.status, coroutine.running
-- process CPU seconds, not wall time: a busy machine that leaves this process waiting for a
-- core must never trip the watchdog, or the same seed could give another game under load
local cpu_clock = os.clock
local ssub, sfind, sformat, sgsub, smatch = string.sub, string.find, string.format,
  string.gsub, string.match
local tconcat, tpack = table.concat, table.pack
local mtype, mtointeger, mhuge = math.type, math.tointeger, math.huge
local utf8len = utf8.len
local STRMT = dgetmetatable("")

local K = {}
K._keep = { "debug", "traceback" }   -- strings lupa looks up on every call: keep them interned

-- The parts' chunks by file name (the arguments after PART_MODE: name, chunk, name, chunk ...).
local PARTS = {}
for i = 9, select("#", ...), 2 do
  local name, chunk = select(i, ...)
  PARTS[name] = chunk
end

-- Helpers the parts take, by name; each part reads the ones it uses when it is run, so one
-- that is not defined yet is an error then, not a nil found later.
local H = setmetatable({}, { __index = function(_, k)
  error("sandbox kernel: no helper '" .. tostring(k) .. "' for a part", 2)
end })

-- Whether a chunk is loading (K.load, K.instance), and whether it made a function or thread
-- with a state of its own meanwhile (pairs' iterator, gmatch's, a coroutine): one kept from
-- loading would carry a state from one call of the card to the next, so such a script's state
-- is looked at (K.watch) however its text reaches them.
local LOADING = { on = false, made = false }
H.LOADING = LOADING

-- The globals the parts see: the standard library they use, taken now, before the runtime's
-- global table is emptied (so a part run later, as the port is, sees the same).  Reading or
-- writing any other global is a kernel bug, loud at once.
local PART_ENV = {}
for _, name in ipairs({ "type", "select", "error", "next", "rawget", "rawset", "rawequal",
    "rawlen", "setmetatable", "getmetatable", "tostring", "tonumber", "pcall", "xpcall", "load",
    "string", "table", "math", "utf8", "coroutine", "debug" }) do
  PART_ENV[name] = _ENV[name]
end
do
  local function no_global(_, k)
    error("sandbox kernel: a part used the global '" .. tostring(k) .. "'", 2)
  end
  setmetatable(PART_ENV, { __index = no_global, __newindex = no_global })
end

-- Run one part once with the helpers and return what it makes.  Its chunk is dropped only once
-- it ran: a part run on first use (the port) that a script's kill interrupted runs again later.
local function part(name)
  local chunk = PARTS[name]
  if chunk == nil then error("sandbox kernel: part " .. name .. " missing or run twice", 0) end
  local fn, err = load(chunk, KSRC, PART_MODE, PART_ENV)
  if fn == nil then error("sandbox kernel: cannot load " .. name .. ": " .. tostring(err), 0) end
  local made = fn(H)
  PARTS[name] = nil
  return made
end

------------------------------------------------------------------------------------------
-- Budget, hook and sticky kill
------------------------------------------------------------------------------------------

local remaining = 0       -- budget units left in the current top-level call
local tripped = nil       -- nil, or the kind of sticky kill in progress
local trip_src, trip_line = nil, nil
local t0 = nil            -- os.clock() at the first hook of the call (watchdog)
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
  local now = cpu_clock()
  if t0 == nil then
    t0 = now
  elseif now - t0 >= CPU_SECONDS then
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
-- Kernel functions that call a script's function where Lua's C library would (the port's call
-- of a gsub replacement, tostring's call of a __tostring): the frame of one stands for that C
-- function.  Error messages look no further up: the function it called was called from C, so
-- it has no call-site name (Lua names it as a global, by QNAME) and no position.
local AS_C = setmetatable({}, { __mode = "k" })

local function argerror(n, fname, msg)
  local level, lib, as_c = 2, nil, false
  while true do
    local info = getinfo(level, "Sf")
    if info == nil or info.source ~= KSRC then break end
    if AS_C[info.func] then
      as_c = true
      break
    end
    lib = level
    level = level + 1
  end
  local pos = as_c and "" or caller_pos(level)
  if lib then
    local info = getinfo(lib, "nft")
    if as_c then
      fname = QNAME[info.func] or fname
    else
      if info.namewhat == "method" then
        n = n - 1
        if n == 0 then error(pos .. "calling '" .. info.name .. "' on bad self", 0) end
      end
      if not info.istailcall then fname = info.name or QNAME[info.func] or fname end
    end
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

local function is_numbered(o) return ids[o] ~= nil end


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
-- A library not built yet -> the part that builds it (see LIBS below); fill(lib) builds it.
local PENDING, fill = {}, nil

-- The library a view shows, built by now: whatever looks through a view sees all of it.
local function lib_of(t)
  local mt = getmetatable(t)
  if mt == nil then return nil end
  local lib = view_lib[mt]
  if lib ~= nil and PENDING[lib] then fill(lib) end
  return lib
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

H.argerror, H.raise, H.typename, H.ordinal, H.is_numbered = argerror, raise, typename, ordinal,
  is_numbered
H.lib_of, H.own_copy, H.ro_target, H.wrap_ro = lib_of, own_copy, ro_target, wrap_ro
H.BYTE_STRCMP = BYTE_STRCMP
local ORDER = part("lua_order.lua")
local s_next, s_pairs, ordered_iter = ORDER.next, ORDER.pairs, ORDER.ordered_iter

-- A __tostring metamethod is called as Lua's luaL_tolstring calls it: from C (the C tostring of a
-- private object whose own __tostring, call_tostring, makes the call), so each nested call
-- counts towards Lua's limit of 200 C calls: a __tostring that calls tostring on itself ends
-- in Lua's catchable "C stack overflow", not in a budget kill 200,000 Lua levels down.  It may
-- not yield, as in Lua, and a library function given as __tostring is named as Lua names it.
local tostring_f, tostring_v, tostring_r   -- the pending call (read before it is made)

local function call_tostring()
  local f, v = tostring_f, tostring_v
  tostring_f, tostring_v = nil, nil
  if type(f) ~= "function" then
    local fmt = dgetmetatable(f)
    if fmt == nil or rawget(fmt, "__call") == nil then
      error("attempt to call a " .. typename(f) .. " value", 0)   -- as from C: no variable
    end
  end
  tostring_r = f(v)
  return ""
end
AS_C[call_tostring] = true
local TOSTRING_CALLER = setmetatable({}, { __tostring = call_tostring })

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
      tostring_f, tostring_v = f, v
      tostring(TOSTRING_CALLER)
      local s = tostring_r
      tostring_r = nil
      -- Lua takes a number too, and converts it as tostring does
      if type(s) == "number" then return to_s(s) end
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
-- as_c: the frame above lib (or above the raiser, when lib is nil) stands for a C function
-- (AS_C), so the function it called is named as Lua names a function called from C.
local function renumber(e, raiser, lib, pos, as_c)
  if raiser == nil or raiser.what ~= "C" or raiser.func == error or (lib == nil and not as_c) then
    return e
  end
  if sfind(e, "[deckwright sandbox]:", 1, true) == 1 then
    e = pos .. sgsub(e, "^%[deckwright sandbox%]:%d+: ", "", 1)
  end
  local pre, k, rest = smatch(e, "^(.-)bad argument #(%d+) to '[^']*'(.*)$")
  if pre == nil then return e end
  if as_c then
    return pre .. "bad argument #" .. k .. " to '" .. (QNAME[(lib or raiser).func] or "?") .. "'"
      .. rest
  end
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
    if AS_C[info.func] then return renumber(e, getinfo(3, "Sf"), lib, "", true) end
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
    if AS_C[info.func] then return renumber(e, getinfo(co, 0, "Sf"), lib, "", true) end
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

-- Whether a sticky kill is in progress; and raise it again if one is (code that caught an error
-- must not go on after a kill).
local function killed() return tripped end
local function rethrow_kill()
  if tripped then error(KILL_MSG[tripped], 0) end
end

H.charge, H.unkernel, H.fix_dead, H.hook_thread, H.killed, H.rethrow_kill =
  charge, unkernel, fix_dead, hook_thread, killed, rethrow_kill
H.kthreads, H.REQUEST, H.STEP = kthreads, REQUEST, STEP

------------------------------------------------------------------------------------------
-- The string library (lua_strings.lua) and the port of lstrlib's matcher it runs when the C
-- matcher's worst case is too slow (lua_patterns.lua)
------------------------------------------------------------------------------------------

-- The port is the largest part and most games never run it: it is run the first time a match
-- needs it (a script that never runs it does not pay for loading it with every sandbox).
if PARTS["lua_patterns.lua"] == nil then
  error("sandbox kernel: part lua_patterns.lua missing", 0)
end
local PORT = nil
local function port()
  if PORT == nil then
    local made = part("lua_patterns.lua")
    for _, f in ipairs(made.as_c) do AS_C[f] = true end
    PORT = made
  end
  return PORT
end
local LAZY_PORT = {
  find = function(...) return port().find(...) end,
  gmatch = function(...) return port().gmatch(...) end,
  gsub = function(...) return port().gsub(...) end,
}
K._port = LAZY_PORT

H.port, H.checkint, H.pass, H.to_s, H.SMALL, H.COPY, H.REP_LIMIT =
  LAZY_PORT, checkint, pass, to_s, SMALL, COPY, REP_LIMIT

------------------------------------------------------------------------------------------
-- table, math, utf8 (lua_libs.lua)
------------------------------------------------------------------------------------------

H.span, H.kill, H.random = span, kill, PY_RANDOM

------------------------------------------------------------------------------------------
-- The libraries scripts see, built the first time one is read
------------------------------------------------------------------------------------------

-- string (lua_strings.lua), table, math and utf8 (lua_libs.lua) and coroutine
-- (lua_coroutines.lua) are each built by their part the first time anything reads one (a
-- script through its view, a string method, the kernel): most games' scripts use none, and
-- their sandbox never pays for building them.  Until then a library is an empty table whose
-- metatable builds it in place, so the views made before see it too.  The part runs inside the
-- call that first reads it, on that call's budget, as any kernel work a script causes.
local LIB_PART = { string = "lua_strings.lua", table = "lua_libs.lua", math = "lua_libs.lua",
                   utf8 = "lua_libs.lua", coroutine = "lua_coroutines.lua" }
local LIBS = {}
-- Method calls on strings ("x"):rep(...) go through the shared string metatable: its __index
-- is a copy of the guarded string library (built with it).  Its arithmetic metamethods stay as
-- they are.
local STRING_INDEX = {}

fill = function(lib)
  local name = PENDING[lib]
  local made = part(name)
  if name == "lua_strings.lua" then
    made = { string = made }
  elseif name == "lua_coroutines.lua" then
    made = { coroutine = made }
  end
  for libname, built in next, made do
    local target = LIBS[libname]
    for k, v in next, built do
      rawset(target, k, v)
      if type(v) == "function" and QNAME[v] == nil then QNAME[v] = libname .. "." .. k end
    end
    PENDING[target] = nil
    setmetatable(target, nil)
  end
  if made.string then
    for k, v in next, made.string do STRING_INDEX[k] = v end
    setmetatable(STRING_INDEX, nil)
  end
end

do
  local pending_mt = { __index = function(lib, k)
    fill(lib)
    return rawget(lib, k)
  end }
  for libname, partname in next, LIB_PART do
    if PARTS[partname] == nil then
      error("sandbox kernel: part " .. partname .. " missing", 0)
    end
    local lib = setmetatable({}, pending_mt)
    LIBS[libname], PENDING[lib] = lib, partname
  end
  setmetatable(STRING_INDEX, { __index = function(_, k)
    fill(LIBS.string)
    return rawget(STRING_INDEX, k)
  end })
  STRMT.__index = STRING_INDEX
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

for k, v in next, BASE do
  if type(v) == "function" then QNAME[v] = k end
end

H.caller_pos, H.pcall_handler, H.AS_C = caller_pos, pcall_handler, AS_C
local make_load = part("lua_load.lua")

local LAZY_PART = { ["lua_patterns.lua"] = true }
for _, name in next, LIB_PART do LAZY_PART[name] = true end
for name in next, PARTS do
  if not LAZY_PART[name] then
    error("sandbox kernel: part " .. name .. " was never run", 0)
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
  if PORT then PORT.forget() end
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
    if PORT then PORT.forget() end
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
-- The chunk loaded last with keep (a script to be watched), its globals and its load: K.watch
-- takes them.
local kept_result, kept_env, kept_load = nil, nil, nil

local function returned(keep, env, ...)
  LOADING.on = false
  kept_result, kept_env, kept_load = nil, nil, nil
  if (keep or LOADING.made) and select("#", ...) == 1 then
    kept_result, kept_env, kept_load = ..., env, rawget(env, "load")
  end
  return ...
end

function K.load(src, name, extra, binary, keep)
  local env = new_env(extra)
  local fn, err = load(src, name, binary and "b" or "t", env)
  if fn == nil then return compile_error(err, name) end
  LOADING.on, LOADING.made = true, false
  return returned(keep, env, K.run(fn))
end

-- Whether the chunk loaded last is kept for K.watch (asked for, or it made an iterator).
function K.kept()
  return kept_result ~= nil
end

-- One compiled copy of a script that several cards use (an archetype): the chunk is wrapped in
-- a function whose _ENV is a parameter, so each card's instance runs in an environment of its
-- own, made as K.load makes one, and the instances share nothing but the compiled code. The
-- wrapper (sandbox.py, _SHARED_HEAD) adds no line before the script's first: line numbers are
-- the script's own. src is that wrapped text, or (binary) it as bytecode Python compiled once
-- per process from the text (sandbox.py, shared_code): only Python passes either, never
-- anything a script supplies.
function K.compile_shared(src, name, binary)
  local fn, err = load(src, name, binary and "b" or "t", {})
  if fn == nil then return compile_error(err, name) end
  return K.run(fn)
end

function K.instance(factory, extra, keep)
  local env = new_env(extra)
  LOADING.on, LOADING.made = true, false
  return returned(keep, env, K.run(factory, env))
end

-- A card script's state, watched (lua_state.lua, run the first time a script is watched: most
-- games never watch one). The functions a script may hold that keep nothing of its own are
-- trusted by identity (a function a script makes cannot be one of them, whatever chunk name
-- it gives itself): the libraries here, each script's own load, and those the host names with
-- K.trust (the ability constructors, the helpers of lib).
local STATE = nil
local trusted_tables = {}

function K.trust(t)
  if STATE then STATE.trust(t) else trusted_tables[#trusted_tables + 1] = t end
end

-- What a watched script's chunk left (loaded with keep, its chunk name own): see lua_state.lua.
-- chunk: the part, handed over with the first watch.
function K.watch(t, own, chunk)
  local env, env_load = kept_env, kept_load
  local mine = kept_result == t and env ~= nil
  kept_result, kept_env, kept_load = nil, nil, nil
  if not mine then return { refused = "it was not loaded to be watched" }, nil end
  if STATE == nil then
    -- the watch trusts every library function by identity: build them all first
    for lib in next, PENDING do fill(lib) end
    PARTS["lua_state.lua"] = chunk
    H.KSRC, H.BASE, H.LIBS, H.trusted_tables = KSRC, BASE, LIBS, trusted_tables
    STATE = part("lua_state.lua")
    trusted_tables = nil
  end
  return STATE.watch(t, env, own, env_load)
end

function K.changed(snap)
  return STATE.changed(snap)
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

-- A recipe: what K.list / K.dict were given for a table and, in place of each table inside
-- it, that table's recipe. K.build makes the same table afresh from it, the same way, in Lua:
-- an event's table is converted once and each card function asked about it gets its own.
local RECIPE_LIST, RECIPE_DICT = {}, {}
local tunpack = table.unpack

function K.recipe_list(...)
  return { RECIPE_LIST, select("#", ...), ... }
end

function K.recipe_dict(...)
  return { RECIPE_DICT, select("#", ...), ... }
end

local function build(r)
  local n = r[2]
  if r[1] == RECIPE_LIST then
    local a = {}
    for i = 1, n do
      local v = r[i + 2]
      if type(v) == "table" then v = build(v) end  -- a recipe holds no other table
      a[i] = v
    end
    return { tunpack(a, 1, n) }
  end
  local t = {}
  for i = 1, n, 2 do
    local v = r[i + 3]
    if v ~= nil then
      if type(v) == "table" then v = build(v) end
      t[r[i + 2]] = v
    end
  end
  return t
end

function K.build(r)
  return build(r)
end

-- A flat recipe (sandbox.py, flat_recipe): plain data as one run of plain values, made once
-- per process: 0 and a value; 1, n and the n items of a sequence; 2, n and n keys, each
-- followed by its value. K.unflat makes of it the table K.list and K.dict make of that data.
local function unflat(a, i)
  local tag = a[i]
  if tag == 0 then return a[i + 1], i + 2 end
  local n = a[i + 1]
  i = i + 2
  if tag == 1 then
    local items = {}
    for j = 1, n do items[j], i = unflat(a, i) end
    return { tunpack(items, 1, n) }, i
  end
  local t = {}
  for _ = 1, n do
    local k, v = a[i], nil
    v, i = unflat(a, i + 1)
    if v ~= nil then t[k] = v end
  end
  return t, i
end

function K.unflat(...)
  return (unflat({ ... }, 1))
end

-- K.instance for a card script, with the globals every card's script gets made in the same
-- call: base (the game's, made once: the ability constructors), lib (nil: not given), and
-- the card's facts (when ncard > 0: the first ncard values, a flat recipe) and params (the
-- flat recipe after), each made as K.unflat makes it.
function K.instance_card(factory, keep, base, lib, ncard, ...)
  local a = { ... }
  local card, i = nil, 1
  if ncard > 0 then card, i = unflat(a, 1) end
  local params = unflat(a, i)
  local extra = {}
  for k, v in next, base do extra[k] = v end
  if card ~= nil then extra.card = card end
  extra.params = params
  if lib ~= nil then extra.lib = lib end
  local env = new_env(extra)
  LOADING.on, LOADING.made = true, false
  return returned(keep, env, K.run(factory, env))
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

-- The Lua function a card function's call would run (card[index][name], or card[name] for
-- an entry point), found by raw reads only, so no script code runs; nil for a value that is
-- no Lua function there. A raw read finds what invoke's plain read would: a metatable is
-- asked only for a nil.
local function card_function(card, index, name)
  local holder = card
  if index ~= nil then
    if type(card) ~= "table" then return nil end
    holder = rawget(card, index)
  end
  if type(holder) ~= "table" then return nil end
  local fn = rawget(holder, name)
  if type(fn) ~= "function" or getinfo(fn, "S").what ~= "Lua" then return nil end
  return fn
end

-- Where that function was compiled: its chunk's name and the lines Lua records for it.
function K.defined(card, index, name)
  local fn = card_function(card, index, name)
  if fn == nil then return nil end
  local info = getinfo(fn, "S")
  return info.source, info.linedefined, info.lastlinedefined
end

-- The environment a Lua function's chunk gave it (its _ENV upvalue), or nil.
local function env_of(fn)
  if type(fn) ~= "function" then return nil end
  local i = 1
  while true do
    local n, v = getupvalue(fn, i)
    if n == nil then return nil end
    if n == "_ENV" then return v end
    i = i + 1
  end
end

-- The environment of a card's chunk, from the first of its functions that reads a global
-- (every function of a chunk shares its _ENV: a file that binds _ENV is never read in
-- Python), looked for with raw reads in the card's table and the tables directly in it.
local function card_env(card)
  for _, v in next, card do
    local env = env_of(v)
    if env ~= nil then return env end
    if type(v) == "table" then
      for _, w in next, v do
        env = env_of(w)
        if env ~= nil then return env end
      end
    end
  end
  return nil
end

-- The tables of a card's params (the table and every table in it, by identity), walked
-- with raw reads only, a few levels deep.
local function params_tables(seen, t, depth)
  if type(t) ~= "table" or seen[t] or depth > 8 then return end
  seen[t] = true
  for _, v in next, t do params_tables(seen, v, depth + 1) end
end

-- The upvalues of the same function (K.defined's): each as { name, value }: a value that is
-- no table, and a table of the card's params (which a file read in Python never writes);
-- any other table, a function and the environment are left out. Runs no script code.
function K.upvalues(card, index, name)
  local fn = card_function(card, index, name)
  if fn == nil then return nil end
  local values, i, env = {}, 1, nil
  while true do
    local n, v = getupvalue(fn, i)
    if n == nil then break end
    if n == "_ENV" then env = v else values[#values + 1] = { n, v } end
    i = i + 1
  end
  local params = {}
  env = env or card_env(card)
  if type(env) == "table" then params_tables(params, rawget(env, "params"), 0) end
  local out = {}
  for _, pair in ipairs(values) do
    local t = type(pair[2])
    if (t == "table" and params[pair[2]]) or t == "boolean" or t == "number"
        or t == "string" then
      out[#out + 1] = pair
    end
  end
  return out
end

-- Every function sandbox.py drives, in one call: through lupa, looking up one field of K
-- costs about as much as this whole call.
function K.exports()
  return K.run, K.resume, K.load, K.compile_shared, K.instance, K.request, K.make_function,
    K.list, K.dict, K.ident, K.recipe_list, K.recipe_dict, K.build, K.readonly, K.sealed,
    K.unproxy, K.eager_envs, K.watch, K.kept, K.changed, K.trust, K.is_cyclic,
    K.take_output, K.used, K.collect, K.defined, K.unflat, K.instance_card, K.upvalues
end

------------------------------------------------------------------------------------------

-- Empty the runtime's own global table: it still holds io, os, debug, package, python ...
-- Nothing a script can reach refers to it, but lupa looks up "debug" in it on every call.
do
  local G = _G
  for k in next, G do G[k] = nil end

  -- A C library function called from C (by pcall, gsub, a metamethod ...) names itself in its
  -- argument errors by looking for itself among the loaded modules (lauxlib's
  -- pushglobalfuncname), where the base functions are _G's: now that _G is empty, the base
  -- functions scripts get take its place there, so pcall(select, "x") names 'select', not '?'.
  -- The registry that holds them is out of every script's reach.
  local loaded = getregistry()._LOADED
  if type(loaded) == "table" then
    local base = {}
    for k, v in next, BASE do base[k] = v end
    loaded._G = base
  end

  -- sandbox.py compiles this chunk with a private _ENV whose __index is the real global table
  -- during initialisation.  From now on any global access by kernel code is a bug: make it loud.
  local function no_globals(_, k)
    error("sandbox kernel accessed the global '" .. tostring(k) .. "'", 2)
  end
  setmetatable(_ENV, { __index = no_globals, __newindex = no_globals })
end

return K
