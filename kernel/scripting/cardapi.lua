-- The Lua half of the card-script bridge. Loaded once per game into the sandbox with:
--   query(name, ...)   a Python function answering read-only questions
--   request(tbl)       yields a request to the kernel (effects only); returns ok, value
--   sealed(...)        the sandbox's maker of read-only views with methods
--   suggest(name [, kind])  "; did you mean 'x'?" for a misspelt ctx name (or field of an
--                      ability of that kind, or helper of lib for kind "lib"), or ""
-- and, as locals made before its first line (host.py, cardapi_with_tables):
--   fields             kind -> set of the fields an ability of that kind may have
--   api                list of {name=, kind="query"|"action"}: every ctx function, the kernel's
--                      and the game's, declared with types on the Python side
-- It returns the functions the kernel calls; scripts never see this file's locals.
--
-- Whose request or question it is, the kernel knows itself (it tracks which card's function
-- it is running): nothing a script passes, and no field of a ctx, can make a request speak for
-- another card or player. Arguments are checked against the declared types in Python.

local query, request, api, sealed, suggest = query, request, api, sealed, suggest
local fields = fields  -- kind -> set of the fields an ability of that kind may have
local type, error, select, tostring = type, error, select, tostring
local pcall, pairs = pcall, pairs

local KINDS = { triggered = true, activated = true, static = true, replacement = true }

-- ability constructors: a script returns { triggered { ... }, activated { ... }, on_play = f }
local function constructor(kind)
  return function(spec)
    if type(spec) ~= "table" then
      error(kind .. " { ... } needs a table of fields", 2)
    end
    spec.kind = kind
    return spec
  end
end

local builders = {
  triggered = constructor("triggered"),
  activated = constructor("activated"),
  static = constructor("static"),
  replacement = constructor("replacement"),
}

-- ctx: what every card function receives as its first argument -------------------------------
-- Each call gets its own read-only view (fields below, then the functions of Ctx); Ctx itself
-- is never handed to a script, so no card can change what another card's ctx does.
local Ctx = {}
local FIELDS = { self = true, card_id = true, controller = true, params = true, event = true,
                 targets = true, query_only = true }

-- a request is one flat sequence, { op, n, the n arguments }: Python converts a list of plain
-- values faster than a table of tables (the kernel answers (true, the result) or (false, what
-- went wrong))
local function ask(self, op, ...)
  if self.query_only then
    error("a condition, filter or static value may not change the game (it called ctx:" .. op ..
          "); do that in an effect", 3)
  end
  local ok, value = request({ op, select("#", ...), ... })
  if ok == false then
    error(tostring(value), 3)
  elseif ok ~= true then
    error("ctx:" .. op .. ": the kernel gave no reply", 3)
  end
  return value
end

-- a read-only question to the kernel; errors point at the script's line
local function q(name, self, ...)
  local ok, result = pcall(query, name, ...)
  if not ok then
    result = tostring(result)
    -- string is read only here: a sandbox builds its library the first time one is read
    local at = string.find(result, "ctx:", 1, true)
    if at then result = string.sub(result, at) end  -- drop this file's position
    error(result, 3)
  end
  return result
end

-- every function of the API; results go through a local (a tail call would hide the script's
-- line from error())
for i = 1, #api do
  local entry = api[i]
  local name, kind = entry.name, entry.kind
  if kind == "query" then
    Ctx[name] = function(self, ...)
      local r = q(name, self, ...)
      return r
    end
  else
    Ctx[name] = function(self, ...)
      local r = ask(self, name, ...)
      return r
    end
  end
end

-- the log shows what Lua's tostring shows, not a converted table
if Ctx.log then
  Ctx.log = function(self, text)
    local r = ask(self, "log", tostring(text))
    return r
  end
end

-- (level 2: the sandbox counts levels without its own frames, so the __index that calls this
-- does not count)
local function missing(key)
  error("ctx has no field or function '" .. tostring(key) .. "'" .. suggest(tostring(key)), 2)
end

local new_view = sealed(Ctx, "ctx", FIELDS, missing)

local function make_ctx(self_id, card_id, controller, params, query_only, event, targets)
  return new_view({
    self = self_id,
    card_id = card_id,
    controller = controller,
    params = params or {},
    event = event,
    targets = targets or {},
    query_only = query_only or false,
  })
end

-- reading a card's table: only plain facts go back to Python --------------------------------
local function plain_fields(ability)
  local out = {}
  for k, v in pairs(ability) do
    local tv = type(v)
    if type(k) == "string" and (tv == "string" or tv == "number" or tv == "boolean") then
      out[k] = v
    elseif type(k) == "string" and tv == "table" and k ~= "targets" then
      local copy, ok = {}, true
      for kk, vv in pairs(v) do
        local t = type(vv)
        if t == "string" or t == "number" or t == "boolean" then copy[kk] = vv else ok = false end
      end
      if ok then out[k] = copy end
    elseif type(k) == "string" and tv == "function" then
      out["has_" .. k] = true
    end
  end
  return out
end

local function describe(card)
  if type(card) ~= "table" then
    error("a card script must return a table of abilities, not " .. type(card), 0)
  end
  local abilities, entries = {}, {}
  for key, value in pairs(card) do
    if type(key) == "number" then
      if type(value) ~= "table" or not KINDS[value.kind] then
        error("ability " .. key .. " must be made with triggered{}, activated{}, static{} or "
              .. "replacement{}", 0)
      end
      local kind = value.kind
      local known = fields[kind]
      for field in pairs(value) do
        if type(field) ~= "string" or not known[field] then
          error("ability " .. key .. " (" .. kind .. "): unknown field '" .. tostring(field) ..
                "'" .. suggest(tostring(field), kind), 0)
        end
      end
      if (kind == "triggered" or kind == "replacement") and type(value.on) ~= "string" then
        error("ability " .. key .. " (" .. kind .. "): 'on' must name an event kind", 0)
      end
      if kind == "triggered" or kind == "activated" then
        if type(value.effect) ~= "function" then
          error("ability " .. key .. " (" .. kind .. "): 'effect' must be a function", 0)
        end
      end
      if kind == "replacement" and type(value.apply) ~= "function" then
        error("ability " .. key .. " (replacement): 'apply' must be a function", 0)
      end
      local facts = plain_fields(value)
      facts.index = key
      abilities[#abilities + 1] = facts
    elseif type(key) == "string" then
      if type(value) == "function" then
        entries[#entries + 1] = key
      end
    end
  end
  return { abilities = abilities, entries = entries }
end

local function field_of(card, index, name)
  local holder = card
  if index ~= nil then holder = card[index] end
  local fn = holder and holder[name]
  if type(fn) ~= "function" then
    error("no function '" .. tostring(name) .. "'", 0)
  end
  return fn
end

-- call a card function: index nil means a named entry point (on_play ...) ----------------------
-- the ctx fields come as plain arguments: building them here is cheaper than converting a table
local function invoke(card, index, name, self_id, card_id, controller, params, query_only, event,
                      targets, ...)
  local fn = field_of(card, index, name)
  return fn(make_ctx(self_id, card_id, controller, params, query_only, event, targets), ...)
end

-- lib: the helpers (cardlib.lua, then the game's own), one read-only table every script of the
-- game shares; a name it has not is an error naming it. The tables of the helper files stay
-- here: no script can add, replace or remove a helper for another card.
local function library(...)
  local helpers = {}
  for i = 1, select("#", ...) do
    for name, fn in pairs((select(i, ...))) do
      if helpers[name] ~= nil then error("lib." .. tostring(name) .. " is defined twice", 0) end
      helpers[name] = fn
    end
  end
  local function no_helper(key)
    error("lib has no helper '" .. tostring(key) .. "'" .. suggest(tostring(key), "lib"), 2)
  end
  return sealed({}, "lib", {}, no_helper)(helpers)
end

return {
  builders = builders,
  describe = describe,
  invoke = invoke,
  library = library,
}
