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
local ro_target, lib_of, TRUSTED, KSRC = H.ro_target, H.lib_of, H.TRUSTED, H.KSRC

local type, next, rawget, tostring = type, next, rawget, tostring
local getinfo, getupvalue, dgetmetatable = debug.getinfo, debug.getupvalue, debug.getmetatable
local sfind, sformat, ssub = string.find, string.format, string.sub
local tconcat = table.concat
local mtype = math.type

local LIMIT = 50000   -- values a script may keep (keys, values and upvalues counted)
local META = {}       -- how a metatable was reached (a key no table can have)

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
-- the fields leading to it.
local function path(snap, v, last)
  local parts = {}   -- innermost first
  if last ~= nil then parts[1] = last end
  local via, how = snap.via, snap.how
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
      parts[#parts + 1] = "getmetatable(" .. path(snap, from, nil) .. ")"
      break
    end
    parts[#parts + 1] = field(k)
    v = from
  end
  local out = {}
  for i = #parts, 1, -1 do out[#out + 1] = parts[i] end
  return tconcat(out)
end

-- watch(root, env, own): the state of a script whose chunk returned root, with globals env
-- and functions of the source own ("=name"). Returns what it found -- spans (the lines
-- {linedefined, lastlinedefined, ...} of its own functions), foreign (it holds Lua functions of
-- another text), refused (why it cannot be watched, or nil) -- and the copy changed() takes.
local function watch(root, env, own)
  local tables, raws, counts, mts, libs = {}, {}, {}, {}, {}
  local fns, ups, nups = {}, {}, {}
  local via, how = {}, {}
  local seen, queue, head, items = {}, {}, 1, 0
  local spans, foreign, refused = {}, false, nil

  local function reach(v, from, k)
    local tv = type(v)
    if (tv == "table" or tv == "function" or tv == "thread") and not seen[v] then
      seen[v] = true
      via[v], how[v] = from, k
      queue[#queue + 1] = v
    end
  end

  reach(root, nil, "root")
  reach(env, nil, "globals")
  while head <= #queue and refused == nil do
    local v = queue[head]
    head = head + 1
    local tv = type(v)
    if tv == "table" then
      if not ro_target[v] then
        local n = #tables + 1
        local copy, count = {}, 0
        for k, x in next, v do
          count = count + 1
          if items + count > LIMIT then break end
          copy[k] = x
          reach(k, v, k)
          reach(x, v, k)
        end
        tables[n], raws[n], counts[n] = v, copy, count
        items = items + count
        local lib = lib_of(v)
        local mt = dgetmetatable(v)
        libs[n], mts[n] = lib or false, mt or false
        if mt ~= nil and not lib then reach(mt, v, META) end
      end
    elseif tv == "function" then
      if not TRUSTED[v] then
        local info = getinfo(v, "S")
        if info.what == "C" then
          if getupvalue(v, 1) ~= nil then
            refused = "it keeps " .. "`" .. path({ via = via, how = how }, v, nil) .. "` from when it "
              .. "loaded, a library function with a state of its own (an iterator)"
          end
        elseif info.source == KSRC then
          refused = "it keeps " .. "`" .. path({ via = via, how = how }, v, nil) .. "` from when it "
            .. "loaded, a function the sandbox made for it (an iterator, coroutine.wrap)"
        else
          if info.source == own then
            spans[#spans + 1] = info.linedefined
            spans[#spans + 1] = info.lastlinedefined
          else
            foreign = true
          end
          local values, i = {}, 1
          while true do
            local name, x = getupvalue(v, i)
            if name == nil then break end
            values[i] = x
            reach(x, v, name)
            i = i + 1
          end
          local n = #fns + 1
          fns[n], ups[n], nups[n] = v, values, i - 1
          items = items + i - 1
        end
      end
    elseif tv == "thread" then
      refused = "it keeps `" .. path({ via = via, how = how }, v, nil) .. "` from when it loaded, "
        .. "a coroutine"
    end
    if items > LIMIT then
      refused = "it keeps more than " .. LIMIT .. " values"
    end
  end
  local snap = { tables = tables, raws = raws, counts = counts, mts = mts, libs = libs,
                 fns = fns, ups = ups, nups = nups, via = via, how = how }
  return { spans = spans, foreign = foreign, refused = refused }, snap
end

local function difference(snap, t, k, was, now)
  return { name = path(snap, t, field(k)), before = shown(was), after = shown(now) }
end

-- A view that a read turned into its own copy holds what it showed: compare with that, and
-- from then on with the copy.
local function compare_copied(snap, i)
  local raw, lib = snap.raws[i], snap.libs[i]
  local merged, count = {}, 0
  for k, x in next, lib do
    merged[k] = x
    count = count + 1
  end
  for k, x in next, raw do
    if merged[k] == nil then count = count + 1 end
    merged[k] = x
  end
  snap.raws[i], snap.counts[i], snap.libs[i], snap.mts[i] = merged, count, false, false
end

-- changed(snap): nil if the script's state is what it was when it loaded, else the first
-- difference found: {name = how the script names it, before = ..., after = ...}.
local function changed(snap)
  local fns, ups, nups = snap.fns, snap.ups, snap.nups
  for i = 1, #fns do
    local f, values = fns[i], ups[i]
    for j = 1, nups[i] do
      local name, v = getupvalue(f, j)
      local was = values[j]
      if was ~= v and (was == was or v == v) then
        return { name = name, before = shown(was), after = shown(v) }
      end
    end
  end
  local tables, raws, counts, mts, libs = snap.tables, snap.raws, snap.counts, snap.mts,
    snap.libs
  for i = 1, #tables do
    local t = tables[i]
    local mt = dgetmetatable(t) or false
    if mt ~= mts[i] then
      if libs[i] and mt == false and lib_of(t) == nil then
        compare_copied(snap, i)
      else
        return { name = "getmetatable(" .. path(snap, t, nil) .. ")",
                 before = shown(mts[i] or nil), after = shown(mt or nil) }
      end
    end
    local raw, n = raws[i], 0
    for k, v in next, t do
      n = n + 1
      local was = raw[k]
      if was ~= v and (was == was or v == v) then
        return difference(snap, t, k, was, v)
      end
    end
    if n ~= counts[i] then
      for k, was in next, raw do
        if rawget(t, k) == nil then return difference(snap, t, k, was, nil) end
      end
    end
  end
  return nil
end

return { watch = watch, changed = changed }
