-- deckwright.kernel.scripting.lua_coroutines -- the coroutine library card scripts get.
--
-- Every coroutine a script creates runs under the instruction hook and pays for its first
-- instructions up front.  The kernel thread a script runs in stands for Lua's main thread
-- (never yieldable, resumable or closable), and a kernel request made inside a script's
-- coroutine is passed up to the kernel and its answer passed back down, unseen by the script.
--
-- sandbox.lua runs this chunk once per sandbox, under the kernel's own chunk name, with the
-- helpers H below; it returns the library table.

local H = ...
local argerror, typename, charge, raise, unkernel, fix_dead =
  H.argerror, H.typename, H.charge, H.raise, H.unkernel, H.fix_dead
local hook_thread, killed, rethrow_kill = H.hook_thread, H.killed, H.rethrow_kill
local kthreads = H.kthreads   -- the kernel's own threads (a script runs in one)
local LOADING = H.LOADING     -- a chunk loading: a thread it makes is noted (sandbox.lua)
local REQUEST = H.REQUEST     -- first value yielded by a kernel request (private)
local STEP = H.STEP

local type, select, error, rawequal = type, select, error, rawequal
local getinfo = debug.getinfo
local sfind = string.find
local co_create, co_resume, co_yield = coroutine.create, coroutine.resume, coroutine.yield
local co_status, co_running, co_close, co_isyieldable =
  coroutine.status, coroutine.running, coroutine.close, coroutine.isyieldable

local CO = {}
local function checkco(co, n, fname)
  if type(co) ~= "thread" then
    argerror(n, fname, "thread expected, got " .. (co == nil and "no value" or typename(co)))
  end
end

local function s_create(f)
  if type(f) ~= "function" then
    argerror(1, "create", "function expected, got " .. (f == nil and "no value" or typename(f)))
  end
  -- A new thread runs up to STEP instructions before its first hook: pay for them now.
  charge(STEP)
  if LOADING.on then LOADING.made = true end  -- a thread made while a chunk loads
  return hook_thread(co_create(f))
end

-- The kernel thread a script runs in stands for Lua's main thread: it is running (or, seen
-- from a coroutine, normal), never yieldable, never resumable and never closable.
local function s_running()
  if LOADING.on then LOADING.made = true end  -- a thread handed out while a chunk loads
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
-- raw is the coroutine's error as raised, e the same with its function named as Lua names it
-- (fix_dead): closing the coroutine gives raw back unless a __close handler raised another.
local function wrap_fail(co, raw, e, pos)
  if not killed() and co_status(co) == "dead" then
    local ok, e2 = co_close(co)
    if not ok and not rawequal(e2, raw) then e = e2 end
  end
  rethrow_kill()
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
  if LOADING.on then LOADING.made = true end
  local co = hook_thread(co_create(f))
  local function ret(ok, ...)
    if ok then return ... end
    local caller = getinfo(2, "Sl")   -- ret was tail-called: level 2 is the wrapper's caller
    local pos = ""
    if caller and caller.currentline > 0 then
      pos = caller.short_src .. ":" .. caller.currentline .. ": "
    end
    return wrap_fail(co, (...), fix_dead(co, (...)), pos)
  end
  return function(...)
    return ret(resume_ret(co, co_resume(co, ...)))
  end
end

CO.close, CO.create, CO.isyieldable, CO.resume = s_close, s_create, s_isyieldable, s_resume
CO.running, CO.status, CO.wrap, CO.yield = s_running, s_status, s_wrap, s_yield

return CO
