-- The kernel's helpers for card scripts, in every game: a script calls them as lib.NAME(...)
-- beside its game's own helpers (docs/writing-cards.md, "Helpers: lib").
--
-- A helper is plain Lua written on the card API, no more powerful than the script calling it:
-- it runs inside that card function, on its instruction budget, and reaches the game only
-- through the ctx it is handed, so in a condition or a static value it may only ask questions
-- (and math.random, the game's dice, is refused there as in the script itself).
-- A helper keeps nothing between calls, changes no table it is given and hands out no table of
-- its own, so nothing one card does to what it got can change what another card gets, and a
-- script may hold a helper without its state being watched through it (cardstate.py).
--
-- Each helper is declared by the "---" lines just above it: its signature first (the types the
-- reference shows), then what it does. deckwright api prints them; a helper without them, or
-- a declaration without its helper, stops the game from starting (kernel/scripting/cardlib.py).

local type, error, ipairs = type, error, ipairs
local random = math.random  -- the game's seeded dice

local lib = {}

local function need_function(fn, helper, what)
  if type(fn) ~= "function" then
    error("lib." .. helper .. ": " .. what .. " must be a function(ctx, seat), got " .. type(fn),
          3)
  end
end

-- dice and draws --------------------------------------------------------------------------

--- pick_random(list: list) -> value
--- One item of `list` drawn with the game's dice (`math.random(#list)`), or nil for an empty
--- list (nothing is drawn then). Effects only: a query may not draw.
function lib.pick_random(list)
  if type(list) ~= "table" then
    error("lib.pick_random: list must be a table, got " .. type(list), 2)
  end
  local n = #list
  if n == 0 then return nil end
  return list[random(n)]
end

--- row_for(rows: list, result: number) -> table|nil
--- The first row `{low, high, ...}` of a roll table whose range holds `result` (low <= result
--- <= high), or nil: a "roll, then do the row" card reads `lib.row_for(params.table, r)`.
function lib.row_for(rows, result)
  if type(rows) ~= "table" then
    error("lib.row_for: rows must be a table, got " .. type(rows), 2)
  end
  for _, row in ipairs(rows) do
    if result >= row[1] and result <= row[2] then return row end
  end
  return nil
end

-- each player -----------------------------------------------------------------------------
-- A measure is a function(ctx, seat) giving a number: a game's ctx question itself (ctx.souls,
-- ctx.level …) or a function of the script's own. Players are asked in turn order,
-- once each.

--- most(ctx: table, measure: function) -> number
--- The highest `measure` of any player: `lib.most(ctx, ctx.souls)` is the most souls anyone
--- has.
function lib.most(ctx, measure)
  need_function(measure, "most", "measure")
  local best
  for _, seat in ipairs(ctx:players()) do
    local n = measure(ctx, seat)
    if best == nil or n > best then best = n end
  end
  return best
end

--- has_most(ctx: table, seat: seat, measure: function) -> boolean
--- Whether `seat` has the most of `measure`, ties included (no player has more):
--- `lib.has_most(ctx, seat, ctx.souls)`.
function lib.has_most(ctx, seat, measure)
  need_function(measure, "has_most", "measure")
  local mine = measure(ctx, seat)
  for _, other in ipairs(ctx:players()) do
    if measure(ctx, other) > mine then return false end
  end
  return true
end

--- has_fewest(ctx: table, seat: seat, measure: function) -> boolean
--- Whether `seat` has the fewest of `measure`, ties included (no player has fewer):
--- `lib.has_fewest(ctx, seat, ctx.souls)`.
function lib.has_fewest(ctx, seat, measure)
  need_function(measure, "has_fewest", "measure")
  local mine = measure(ctx, seat)
  for _, other in ipairs(ctx:players()) do
    if measure(ctx, other) < mine then return false end
  end
  return true
end

return lib
