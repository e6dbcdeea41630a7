-- deckwright.kernel.scripting.lua_load -- the load function card scripts get.
--
-- It compiles source text only (strings or reader functions; binary chunks are refused, since
-- bytecode is not verified), with the chunk's own globals by default, and charges the source's
-- size, which the instruction hook does not see the parser work through.  Otherwise it is
-- Lua's: its arguments are checked in Lua's order with Lua's messages, and a reader is called
-- by Lua's own load, piece by piece as the parser needs them, so a load that fails early (a
-- text chunk in mode 'b', a syntax error) stops calling the reader there, as in Lua.
--
-- sandbox.lua runs this chunk once per sandbox, under the kernel's own chunk name, with the
-- helpers H below; it returns make_load(env), which makes the load of one environment.

local H = ...
local argerror, typename, charge, caller_pos, unkernel, to_s, rethrow_kill =
  H.argerror, H.typename, H.charge, H.caller_pos, H.unkernel, H.to_s, H.rethrow_kill
local pcall_handler = H.pcall_handler
local AS_C = H.AS_C   -- frames that stand for a C function in error messages (see sandbox.lua)

local SOURCE_LIMIT = 262144  -- largest chunk the sandboxed load() compiles
local REFUSED = "binary chunks are not available to card scripts (load source text)"

local type, select, error, xpcall, load = type, select, error, xpcall, load
local sbyte, sfind = string.byte, string.find

-- luaL_optstring for load's argument n: def for nil, a number as its text, else a string.
local function optstring(v, n, def)
  if v == nil then return def end
  local tv = type(v)
  if tv == "string" then return v end
  if tv == "number" then return to_s(v) end
  argerror(n, "load", "string expected, got " .. typename(v))
end

-- A string chunk: checked here, then compiled at once.
local function load_string(src, chunkname, mode, env)
  if #src > SOURCE_LIMIT then return nil, "chunk too large for the sandbox" end
  if sbyte(src, 1) == 27 then
    if not sfind(mode, "b", 1, true) then
      return nil, "attempt to load a binary chunk (mode is '" .. mode .. "')"
    end
    return nil, REFUSED
  end
  if not sfind(mode, "t", 1, true) then
    return nil, "attempt to load a text chunk (mode is '" .. mode .. "')"
  end
  if #src > 256 then charge(#src) end
  return load(src, chunkname, "t", env)
end

-- A reader function: Lua's load calls it through this wrapper, which refuses a binary chunk at
-- its first piece and bounds and charges the source as it arrives.  The wrapper stands for
-- Lua's C reader in error messages (a library function used as the reader is named as in Lua),
-- and the load runs under the kernel's message handler, which Lua's load passes its errors to.
local function load_reader(reader, chunkname, mode, env, pos)
  local size, first = 0, true
  local function read()
    local piece = reader()
    if piece == nil then return nil end
    if type(piece) == "number" then
      piece = to_s(piece)
    elseif type(piece) ~= "string" then
      error(pos .. "reader function must return a string", 0)
    end
    if first then
      first = false
      if sbyte(piece, 1) == 27 and sfind(mode, "b", 1, true) then error(REFUSED, 0) end
    end
    local before = size
    size = size + #piece
    if size > SOURCE_LIMIT then error("chunk too large for the sandbox", 0) end
    if size > 256 then charge(before > 256 and #piece or size) end
    return piece
  end
  AS_C[read] = true
  local ok, fn, err = xpcall(load, pcall_handler, read, chunkname, mode, env)
  AS_C[read] = nil
  rethrow_kill()
  if not ok then error(fn, 0) end   -- load itself failed (out of memory): as Lua's would
  if fn == nil then return nil, unkernel(err) end
  return fn
end

local function make_load(env)
  return function(...)
    local chunk, chunkname, mode = ...
    local e = env
    if select("#", ...) > 3 then e = (select(4, ...)) end
    -- as luaB_load: the mode, then the chunk name (whose default depends on the chunk)
    mode = optstring(mode, 3, "bt")
    local tc = type(chunk)
    if tc == "string" or tc == "number" then
      local src = tc == "number" and to_s(chunk) or chunk
      return load_string(src, optstring(chunkname, 2, src), mode, e)
    end
    chunkname = optstring(chunkname, 2, "=(load)")
    if tc ~= "function" then
      argerror(1, "load", "function expected, got "
        .. (select("#", ...) == 0 and "no value" or typename(chunk)))
    end
    -- the reader's own errors are placed where load was called, as luaL_error places them
    return load_reader(chunk, chunkname, mode, e, caller_pos(2))
  end
end

return make_load
