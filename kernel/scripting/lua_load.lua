-- deckwright.kernel.scripting.lua_load -- the load function card scripts get.
--
-- It compiles source text only (strings or reader functions; binary chunks are refused, since
-- bytecode is not verified), with the chunk's own globals by default, and charges the source's
-- size, which the instruction hook does not see the parser work through.
--
-- sandbox.lua runs this chunk once per sandbox, under the kernel's own chunk name, with the
-- helpers H below; it returns make_load(env), which makes the load of one environment.

local H = ...
local argerror, typename, charge, where, unkernel, to_s, rethrow_kill =
  H.argerror, H.typename, H.charge, H.where, H.unkernel, H.to_s, H.rethrow_kill

local SOURCE_LIMIT = 262144  -- largest chunk the sandboxed load() compiles

local type, select, pcall, load = type, select, pcall, load
local sbyte, sfind = string.byte, string.find
local tconcat = table.concat

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
        rethrow_kill()
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

return make_load
