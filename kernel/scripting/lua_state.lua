-- deckwright.kernel.scripting.lua_state -- a card script's state, watched: what the script
-- holds once its chunk ran, and whether a later call changed any of it.
--
-- A card script may keep nothing of its own between calls (kernel/scripting/cardstate.py says
-- why and reads the script's text for the writes it can see). What the text cannot show is
-- checked here: watch() walks everything the script can still reach after loading -- the table
-- it returned, its globals, and through every function of its own the values of its upvalues,
-- through every table its keys, values and metatable -- and keeps a copy of each table's raw
-- contents and of each function's upvalues; changed() compares them after a call. Nothing here
-- runs script code: only raw access (next, rawget, debug.getmetatable, debug.getupvalue).
--
-- What the walk does not look into: read-only proxies (no script can change them), the
-- kernel's own library functions and the helpers of lib (trusted: they keep nothing), and C
-- functions without upvalues. A library view (a script's globals or string, table ... before
-- their first write) is compared by what it shows, so a read that turns it into its own copy
-- (pairs over it) changes nothing. What the walk refuses: a coroutine, or a function the
-- sandbox made for the script (an iterator, coroutine.wrap), kept from loading (each keeps
-- state no copy can show), and more than LIMIT values.
--
-- sandbox.lua runs this chunk once per sandbox, under the kernel's own chunk name, with the
-- helpers H below; it returns watch and changed.

local H = ...
local ro_target, lib_of, KSRC = H.ro_target, H.lib_of, H.KSRC

local type, next, rawget, tostring = type, next, rawget, tostring
local getinfo, getupvalue, dgetmetatable = debug.getinfo, debug.getupvalue, debug.getmetatable
local sfind, sformat, ssub = string.find, string.format, string.sub
local tconcat = table.concat
local mtype = math.type

local LIMIT = 50000   -- values a script may keep (keys, values and upvalues counted)
local META = {}       -- how a metatable was reached (a key no table can have)
local NIL = {}        -- an upvalue holding nil, in the flat array of upvalues' values

-- A value as a message shows it, without running any script code (no __tostring).
local function shown(v)
  local tv = type(v)
  if tv == "string" then
    if #v > 40 then v = ssub(v, 1, 40) .. "..." end
    return sformat("%q", v)
  end
  if tv == "number" then
    if v ~= v then return "nan" end
    if mtype(v) == "integer" then return sformat("%d", v) end
    return sformat("%.14g", v)
  end
  if tv == "nil" or tv == "boolean" then return tostring(v) end
  return "a " .. tv
end

local function is_name(k)
  return type(k) == "string" and sfind(k, "^[%a_][%w_]*$") ~= nil
end

local function field(k)
  if is_name(k) then return "." .. k end
  return "[" .. shown(k) .. "]"
end

-- How the script names v (then `last`, a field of it): the upvalue or global holding it, then
-- the fields leading to it. via and how map each value to the value it was reached from and
-- the key (a table's key, an upvalue's name, META, or "root"/"globals" for the two roots).
local function path(via, how, v, last)
  local parts = {}   -- innermost first
  if last ~= nil then parts[1] = last end
  while true do
    local from, k = via[v], how[v]
    if from == nil then
      if k == "globals" then
        local n = #parts   -- a field of the globals is a global's name
        if n == 0 then
          parts[1] = "_G"
        elseif ssub(parts[n], 1, 1) == "." then
          parts[n] = ssub(parts[n], 2)
        else
          parts[n] = "_G" .. parts[n]
        end
      else
        parts[#parts + 1] = "(the table the script returns)"
      end
      break
    elseif type(from) == "function" then
      parts[#parts + 1] = k   -- an upvalue: the name the script gives it
      break
    elseif k == META then
      parts[#parts + 1] = "getmetatable(" .. path(via, how, from, nil) .. ")"
      break
    end
    parts[#parts + 1] = field(k)
    v = from
  end
  local out = {}
  for i = #parts, 1, -1 do out[#out + 1] = parts[i] end
  return tconcat(out)
end

-- The snapshot is kept small (every watched script of a game holds one). Tables are kept in
-- the flat array S, TS slots each: the table, a copy of its raw contents, its metatable (or
-- false), and the value and key it was reached from (for messages); the copy holds the number
-- of keys under COUNT and, for a library view, the library under LIB (keys no script has).
-- A library view with no key of its own (string, math ... before any write) is kept in V, VS
-- slots each (the view, its library, where it was reached from): it shows its library until
-- written to.
-- Functions are kept in F, FS slots each: the function, where its upvalues' values begin in
-- the flat array U, how many it has, and where it was reached from.
local TS, VS, FS = 5, 4, 5
local COUNT, LIB = {}, {}

-- watch(root, env, own, trusted): the state of a script whose chunk returned root, with
-- globals env and functions of the source own ("=name"); trusted(f) says whether f is one of
-- the engine's own functions. Returns what it found -- spans (the lines {linedefined,
-- lastlinedefined, ...} of its own functions), foreign (it holds Lua functions of another
-- text), refused (why it cannot be watched, or nil) -- and the snapshot changed() takes.
local function watch(root, env, own, trusted)
  local S, V, F, U = {}, {}, {}, {}
  local via, how = {}, {}
  local queue, head, items = {}, 1, 0
  local spans, foreign, refused = {}, false, nil

  local function reach(v, from, k)
    local tv = type(v)
    if (tv == "table" or tv == "function" or tv == "thread") and how[v] == nil then
      via[v], how[v] = from, k
      queue[#queue + 1] = v
    end
  end

  local function keeps(v, what)
    return "it keeps `" .. path(via, how, v, nil) .. "` from when it loaded, " .. what
  end

  reach(root, nil, "root")
  reach(env, nil, "globals")
  while head <= #queue and refused == nil do
    local v = queue[head]
    head = head + 1
    local tv = type(v)
    if tv == "table" then
      local lib = lib_of(v)
      if ro_target[v] then
        -- a read-only proxy: nothing can change what it shows
      elseif lib and next(v) == nil then
        local n = #V
        V[n + 1], V[n + 2], V[n + 3], V[n + 4] = v, lib, via[v] or false, how[v]
      else
        local copy, count = {}, 0
        for k, x in next, v do
          count = count + 1
          if items + count > LIMIT then break end
          copy[k] = x
          reach(k, v, k)
          reach(x, v, k)
        end
        copy[COUNT], copy[LIB] = count, lib
        items = items + count
        local mt = dgetmetatable(v)
        if mt ~= nil and not lib then reach(mt, v, META) end
        local n = #S
        S[n + 1], S[n + 2], S[n + 3], S[n + 4], S[n + 5] = v, copy, mt or false,
          via[v] or false, how[v]
      end
    elseif tv == "function" then
      if not trusted(v) then
        local info = getinfo(v, "S")
        if info.what == "C" then
          if getupvalue(v, 1) ~= nil then
            refused = keeps(v, "a library function with a state of its own (an iterator)")
          end
        elseif info.source == KSRC then
          refused = keeps(v, "a function the sandbox made for it (an iterator, "
            .. "coroutine.wrap)")
        else
          if info.source == own then
            spans[#spans + 1] = info.linedefined
            spans[#spans + 1] = info.lastlinedefined
          else
            foreign = true
          end
          local first, i = #U, 1
          while true do
            local name, x = getupvalue(v, i)
            if name == nil then break end
            U[first + i] = x == nil and NIL or x
            reach(x, v, name)
            i = i + 1
          end
          local n = #F
          F[n + 1], F[n + 2], F[n + 3], F[n + 4], F[n + 5] = v, first, i - 1, via[v] or false,
            how[v]
          items = items + i - 1
        end
      end
    elseif tv == "thread" then
      refused = keeps(v, "a coroutine")
    end
    if items > LIMIT then
      refused = "it keeps more than " .. LIMIT .. " values"
    end
  end
  return { spans = spans, foreign = foreign, refused = refused }, { S = S, V = V, F = F, U = U }
end

-- The value and key each watched value was reached from, for a message.
local function routes(snap)
  local via, how = {}, {}
  for _, list in next, { { snap.S, TS, 4 }, { snap.V, VS, 3 }, { snap.F, FS, 4 } } do
    local A, size, at = list[1], list[2], list[3]
    for n = 0, #A - 1, size do
      via[A[n + 1]], how[A[n + 1]] = A[n + at] or nil, A[n + at + 1]
    end
  end
  return via, how
end

local function difference(snap, t, k, was, now)
  local via, how = routes(snap)
  return { name = path(via, how, t, field(k)), before = shown(was), after = shown(now) }
end

-- A view that a read turned into its own copy (pairs over a script's globals) holds what it
-- showed: from then on it is compared as that copy.
local function rebase_copied(copy)
  local lib = copy[LIB]
  local count = copy[COUNT]
  copy[COUNT], copy[LIB] = nil, nil
  for k, x in next, lib do
    if copy[k] == nil then
      copy[k] = x
      count = count + 1
    end
  end
  copy[COUNT] = count
end

-- changed(snap): nil if the script's state is what it was when it loaded, else the first
-- difference found: {name = how the script names it, before = ..., after = ...}.
local function changed(snap)
  local F, U = snap.F, snap.U
  for n = 0, #F - 1, FS do
    local f, first = F[n + 1], F[n + 2]
    for j = 1, F[n + 3] do
      local name, v = getupvalue(f, j)
      local was = U[first + j]
      if was == NIL then was = nil end
      if was ~= v and (was == was or v == v) then
        return { name = name, before = shown(was), after = shown(v) }
      end
    end
  end
  local S = snap.S
  for n = 0, #S - 1, TS do
    local t, copy = S[n + 1], S[n + 2]
    local mt = dgetmetatable(t) or false
    if mt ~= S[n + 3] then
      if copy[LIB] and mt == false and lib_of(t) == nil then
        rebase_copied(copy)
        S[n + 3] = false
      else
        local via, how = routes(snap)
        return { name = "getmetatable(" .. path(via, how, t, nil) .. ")",
                 before = shown(S[n + 3] or nil), after = shown(mt or nil) }
      end
    end
    local count = 0
    for k, v in next, t do
      count = count + 1
      local was = copy[k]
      if was ~= v and (was == was or v == v) then
        return difference(snap, t, k, was, v)
      end
    end
    if count ~= copy[COUNT] then
      for k, was in next, copy do
        if k ~= COUNT and k ~= LIB and rawget(t, k) == nil then
          return difference(snap, t, k, was, nil)
        end
      end
    end
  end
  local V = snap.V
  for n = 0, #V - 1, VS do
    local t, lib = V[n + 1], V[n + 2]
    -- a view with no key of its own: any key of its own, or its own copy, is a write
    if next(t) ~= nil or lib_of(t) == nil then
      for k, v in next, t do
        if rawget(lib, k) ~= v then return difference(snap, t, k, rawget(lib, k), v) end
      end
      for k, was in next, lib do
        if rawget(t, k) == nil and lib_of(t) == nil then
          return difference(snap, t, k, was, nil)
        end
      end
      local via, how = routes(snap)   -- the same contents: it was given a metatable
      return { name = "getmetatable(" .. path(via, how, t, nil) .. ")", before = "nil",
               after = shown(dgetmetatable(t)) }
    end
  end
  return nil
end

-- The engine's functions, trusted by identity: the libraries', each script's load (passed to
-- watch), and those of the tables the host names (trust).
local TRUSTED = setmetatable({}, { __mode = "k" })

local function trust(t)
  for _, v in next, t do
    if type(v) == "function" then TRUSTED[v] = true end
  end
end

trust(H.BASE)
for _, lib in next, H.LIBS do trust(lib) end
for _, t in next, H.trusted_tables do trust(t) end

return {
  watch = function(t, env, own, env_load)
    return watch(t, env, own, function(f) return TRUSTED[f] or f == env_load end)
  end,
  changed = changed,
  trust = trust,
}
