-- Every monster of the base set (MK 1.8a). One archetype driven by the card's params:
--   vs = {word = n}           +n to the monster while a player in the fight suffers as `word`
--   weakens = {word = n}      each fighting player who suffers as `word` fights at -n
--   run = n                   modifier to every roll to run away from it
--   no_run / auto_escape      nobody can run / running always works
--   alone                     nobody may help against it (MK 4.22)
--   fight_with = level|bonuses   Ghoulfiends count only level, Insurance Salesman only bonuses
--   ignores_at_most = n       does not pursue characters of level n or lower (MK 3.6) ...
--   ignores_unless = word     ... unless they are `word`
--   ignores = word            does not fight characters who are `word`; ignored_gain = Treasures
--   escape_penalty = {levels} even a successful escape costs a character above the ignore level
--   extra = {levels|treasures, when = fire|unaided|elf}   a bigger reward under a condition
--   instead = bribe|drop-staff|walk-past|chase-off|trade  a way out other than fighting
--   before = discard-item     something the fighter must do before the fight
--   bad_stuff = { {do = op, ...}, ... }   what a caught runner suffers, in order (MK 8.7)
-- ctx.self is the monster in the combat (for a Mate, the original it copies).
--- param alone?: boolean = false
--- param auto_escape?: boolean = false
--- param bad_stuff: list
--- param before?: 'discard-item'
--- param bribe_value?: count = 200
--- param chase_off_by?: string = "cleric"
--- param escape_penalty?: table
--- param extra?: table
--- param fight_with?: string = "all"
--- param ignored_gain?: count
--- param ignores?: string
--- param ignores_at_most?: count
--- param ignores_unless?: string
--- param instead?: string
--- param no_run?: boolean = false
--- param run?: integer = 0
--- param vs?: table
--- param walk_past_unless?: string
--- param weakens?: table

local P = params

-- ------------------------------------------------------------------ conditions (queries)
local function pursues(ctx, seat)
  if P.ignores and ctx:is(seat, P.ignores) then
    return false
  end
  if P.ignores_at_most and ctx:level(seat) <= P.ignores_at_most then
    if P.ignores_unless and ctx:is(seat, P.ignores_unless) then
      return true
    end
    return false
  end
  return true
end

local function any_fighter(ctx, word)
  for _, seat in ipairs(ctx:fighters()) do
    if ctx:suffers_as(seat, word) then
      return true
    end
  end
  return false
end

-- ------------------------------------------------------------------ Bad Stuff operations
local function lose_worn(ctx, seat, slot)
  if slot == "headgear" then
    -- the headgear path also takes what sits on the head (Chicken on Your Head)
    return ctx:lose_headgear(seat, "bad-stuff")
  end
  local lost = 0
  for _, id in ipairs(ctx:items(seat, { worn = true, slot = slot })) do
    ctx:discard(id, "bad-stuff")
    lost = lost + 1
  end
  return lost
end

-- a choice is asked only when there is one to make; cards are offered by name
local function pick(ctx, prompt, options, seat)
  if #options == 1 then
    local only = options[1]
    if type(only) == "table" then
      return only.id
    end
    return only
  end
  local named = {}
  for i, option in ipairs(options) do
    if type(option) == "table" then
      named[i] = option
    else
      named[i] = { id = option, label = ctx:card(option).name }
    end
  end
  return ctx:choose(prompt, named, seat)
end

-- `chooser` picks one item of `victim` (table items, or nil to skip if there are none)
local function take_item(ctx, chooser, victim)
  local ids = ctx:items(victim, {})
  if #ids == 0 then
    return nil
  end
  local picked = pick(ctx, "Take an item from " .. victim, ids, chooser)
  ctx:take(picked, chooser)
  return picked
end

local OPS = {}

OPS["lose-levels"] = function(ctx, seat, step)
  local n = step.n or 1
  for word, more in pairs(step) do
    if word ~= "do" and word ~= "n" and ctx:suffers_as(seat, word) then
      n = more
    end
  end
  ctx:lose_levels(seat, n)
end

OPS["die"] = function(ctx, seat, step)
  if step.unless and ctx:is(seat, step.unless) then
    ctx:lose_class(seat, step.unless)
    return
  end
  ctx:die(seat)
end

OPS["orc-roll"] = function(ctx, seat, step)
  local roll = ctx:die_roll(seat, "bad-stuff")
  if roll <= (step.die_at_most or 2) then
    ctx:die(seat)
  else
    ctx:lose_levels(seat, roll)
  end
end

OPS["lose-classes"] = function(ctx, seat, step)
  if ctx:discard_classes(seat) == 0 and step.none_levels then
    ctx:lose_levels(seat, step.none_levels)
  end
end

OPS["lose-worn"] = function(ctx, seat, step)
  if lose_worn(ctx, seat, step.slot) == 0 and step.none_levels then
    ctx:lose_levels(seat, step.none_levels)
  end
end

OPS["lose-below-waist"] = function(ctx, seat)
  lose_worn(ctx, seat, "armor")
  for _, id in ipairs(ctx:items(seat, { worn = true, tag = "below-waist" })) do
    ctx:discard(id, "bad-stuff")
  end
end

OPS["lose-big"] = function(ctx, seat)
  for _, id in ipairs(ctx:items(seat, { big = true })) do
    ctx:discard(id, "bad-stuff")
  end
end

OPS["level-to-lowest"] = function(ctx, seat)
  ctx:set_level(seat, ctx:lowest_level())
end

OPS["level-one"] = function(ctx, seat)
  ctx:set_level(seat, 1)
end

OPS["others-take-treasure"] = function(ctx, seat)
  -- beginning on the right, i.e. against turn order
  local order = ctx:others(seat, "right")
  for _, other in ipairs(order) do
    local offer = {}
    for _, id in ipairs(ctx:table(seat)) do
      if ctx:deck_of(id) == "treasure" and ctx:value(id) ~= nil then
        offer[#offer + 1] = { id = id, label = ctx:card(id).name }
      end
    end
    local blind = ctx:hand(seat, "treasure")
    if #blind > 0 then
      offer[#offer + 1] = { id = "blind", label = "a Treasure from the hand, unseen" }
    end
    if #offer == 0 then
      return
    end
    local picked = pick(ctx, "Take a Treasure from " .. seat, offer, other)
    if picked == "blind" then
      picked = lib.pick_random(blind)
    end
    ctx:take(picked, other)
  end
end

OPS["lose-gold"] = function(ctx, seat, step)
  local target = step.gold or 1000
  local paid = 0
  while paid < target do
    local ids = ctx:items(seat, {})
    if #ids == 0 then
      return
    end
    local picked = pick(ctx, "Discard items worth " .. (target - paid) .. " more gold", ids, seat)
    paid = paid + (ctx:value(picked) or 0)
    ctx:discard(picked, "bad-stuff")
  end
end

OPS["lose-everything"] = function(ctx, seat)
  for _, id in ipairs(ctx:items(seat, {})) do
    ctx:discard(id, "bad-stuff")
  end
  for _, id in ipairs(ctx:hand(seat)) do
    ctx:discard(id, "bad-stuff")
  end
end

OPS["others-draw-hand"] = function(ctx, seat)
  for _, other in ipairs(ctx:others(seat, "left")) do
    local hand = ctx:hand(seat)
    if #hand == 0 then
      return
    end
    ctx:take(lib.pick_random(hand), other)
  end
  for _, id in ipairs(ctx:hand(seat)) do
    ctx:discard(id, "bad-stuff")
  end
end

OPS["neighbours-take-item"] = function(ctx, seat)
  local left, right = ctx:left_of(seat), ctx:right_of(seat)
  take_item(ctx, left, seat)
  if right ~= left then
    take_item(ctx, right, seat)
  end
end

OPS["highest-take-item"] = function(ctx, seat)
  for _, other in ipairs(ctx:highest()) do
    if other ~= seat then
      take_item(ctx, other, seat)
    end
  end
end

OPS["hand-or-levels"] = function(ctx, seat, step)
  local n = step.n or 2
  local answer = ctx:choose("Platycore: what do you give up?", {
    { id = "hand", label = "discard your whole hand" },
    { id = "levels", label = "lose " .. n .. (n == 1 and " level" or " levels") },
  }, seat)
  if answer == "hand" then
    for _, id in ipairs(ctx:hand(seat)) do
      ctx:discard(id, "bad-stuff")
    end
  else
    ctx:lose_levels(seat, n)
  end
end

OPS["discard-hand"] = function(ctx, seat)
  for _, id in ipairs(ctx:hand(seat)) do
    ctx:discard(id, "bad-stuff")
  end
end

OPS["lose-race-and-class"] = function(ctx, seat)
  ctx:discard_races(seat)
  ctx:discard_classes(seat)
end

OPS["roll-lose-cards"] = function(ctx, seat)
  local count = ctx:die_roll(seat, "bad-stuff")
  local offer = {}
  for _, id in ipairs(ctx:items(seat, {})) do
    offer[#offer + 1] = { id = id, label = ctx:card(id).name .. " (in play)" }
  end
  for _, id in ipairs(ctx:hand(seat)) do
    offer[#offer + 1] = { id = id, label = ctx:card(id).name .. " (in hand)" }
  end
  if #offer == 0 then
    return
  end
  local lose = math.min(count, #offer)
  for left = lose, 1, -1 do
    local picked = pick(ctx, "Discard a card (" .. left .. " to go)", offer, seat)
    ctx:discard(picked, "bad-stuff")
    for i, option in ipairs(offer) do
      if option.id == picked then
        table.remove(offer, i)
        break
      end
    end
  end
end

-- ------------------------------------------------------------------ ways out (instead)
local INSTEAD = {}

INSTEAD["bribe"] = {
  offer = function(ctx, seat)
    local out = {}
    for _, id in ipairs(ctx:items(seat, {})) do
      if (ctx:value(id) or 0) >= (P.bribe_value or 200) then
        out[#out + 1] = { id = "bribe:" .. id, label = "pay it off with " .. ctx:card(id).name }
      end
    end
    return out
  end,
  act = function(ctx, seat, choice)
    ctx:discard(string.sub(choice, 7), "bribe")
    ctx:remove_monster(ctx.self, false)
  end,
}

INSTEAD["drop-staff"] = {
  offer = function(ctx, seat)
    if ctx:winning() then
      return {}
    end
    local out = {}
    for _, id in ipairs(ctx:items(seat, { tag = "wand-pole-staff" })) do
      out[#out + 1] = { id = "drop:" .. id, label = "throw it " .. ctx:card(id).name }
    end
    for _, id in ipairs(ctx:hand(seat)) do
      if ctx:has_tag(id, "wand-pole-staff") then
        out[#out + 1] = { id = "drop:" .. id, label = "throw it " .. ctx:card(id).name }
      end
    end
    return out
  end,
  act = function(ctx, seat, choice)
    ctx:discard(string.sub(choice, 6), "pit-bull")
    ctx:escape(seat, ctx.self)
  end,
}

INSTEAD["walk-past"] = {
  offer = function(ctx, seat)
    if P.walk_past_unless and ctx:is(seat, P.walk_past_unless) then
      return {}
    end
    return { { id = "walk-past", label = "walk past it" } }
  end,
  act = function(ctx, seat)
    ctx:remove_monster(ctx.self, false)
  end,
}

INSTEAD["chase-off"] = {
  offer = function(ctx, seat)
    if not ctx:is(seat, P.chase_off_by or "cleric") then
      return {}
    end
    return { { id = "chase-off", label = "drive it off and take its Treasures, no level" } }
  end,
  act = function(ctx, seat)
    ctx:remove_monster(ctx.self, true)
  end,
}

INSTEAD["trade"] = {
  offer = function(ctx, seat)
    if not ctx:is(seat, "thief") or #ctx:hand(seat, "treasure") < 2 then
      return {}
    end
    return { { id = "trade", label = "trade 2 Treasures from hand for 2 new ones, and let it go" } }
  end,
  act = function(ctx, seat)
    for left = 2, 1, -1 do
      local picked = pick(ctx, "Discard a Treasure (" .. left .. " to go)",
                          ctx:hand(seat, "treasure"), seat)
      ctx:discard(picked, "trade")
    end
    ctx:draw(seat, "treasure", 2, "down")
    ctx:remove_monster(ctx.self, false)
  end,
}

-- ------------------------------------------------------------------ the card
-- Every monster does Bad Stuff; the rest is said only by a monster whose text says it: the
-- game takes an entry a card lacks as "nothing" (no bonus, no way out, it pursues everyone),
-- so a plain monster is never asked about them.
local entries = {
  bad_stuff = function(ctx, seat)
    for _, step in ipairs(P.bad_stuff or {}) do
      if ctx:is_dead(seat) then
        return
      end
      OPS[step["do"]](ctx, seat, step)
    end
  end,
}

-- does it pursue this character? (MK 3.6: the player may fight a monster that does not)
if P.ignores or P.ignores_at_most then
  entries.engages = function(ctx, seat)
    return pursues(ctx, seat)
  end
end

-- a character it ignores may take this instead of fighting (Amazon's Treasure)
if P.ignored_gain and P.ignored_gain > 0 then
  entries.not_engaged = function(ctx, seat)
    ctx:draw(seat, "treasure", P.ignored_gain, "down")
  end
end

-- +n from its own text against the players now in the fight (MK 4.3)
if P.vs then
  entries.strength = function(ctx)
    local bonus = 0
    for word, n in pairs(P.vs) do
      if any_fighter(ctx, word) then
        bonus = bonus + n
      end
    end
    return bonus
  end
end

-- a change to one fighting player's strength from this monster's text
if P.weakens then
  entries.player_bonus = function(ctx, seat)
    local bonus = 0
    for word, n in pairs(P.weakens) do
      if ctx:suffers_as(seat, word) then
        bonus = bonus - n
      end
    end
    return bonus
  end
end

if P.alone or P.no_run or P.auto_escape or P.fight_with then
  entries.combat_rules = function(ctx)
    return {
      alone = P.alone or false,
      no_run = P.no_run or false,
      auto_escape = P.auto_escape or false,
      fight_with = P.fight_with or "all",
    }
  end
end

if P.run then
  entries.run_bonus = function(ctx, seat)
    return P.run
  end
end

-- extra levels and Treasures when it is beaten
if P.extra then
  entries.extra_reward = function(ctx, seat)
    local extra = P.extra
    local earned = false
    if extra.when == "fire" then
      earned = ctx:side_has_tag("fire")
    elseif extra.when == "unaided" then
      earned = ctx:unaided(seat)
    else
      earned = ctx:is(seat, extra.when)
    end
    if not earned then
      return { levels = 0, treasures = 0 }
    end
    return { levels = extra.levels or 0, treasures = extra.treasures or 0 }
  end
end

if P.instead and INSTEAD[P.instead] then
  entries.instead_options = function(ctx, seat)
    return INSTEAD[P.instead].offer(ctx, seat)
  end

  entries.instead = function(ctx, seat, choice)
    INSTEAD[P.instead].act(ctx, seat, choice)
  end
end

if P.before == "discard-item" then
  entries.before_fight = function(ctx, seat)
    local ids = ctx:items(seat, {})
    if #ids > 0 then
      ctx:discard(pick(ctx, "Discard an item before the fight", ids, seat), "monster")
    end
  end
end

-- after a successful escape (Mr. Bones, King Tut, Wight Brothers)
if P.escape_penalty then
  entries.escaped = function(ctx, seat)
    if pursues(ctx, seat) then
      ctx:lose_levels(seat, P.escape_penalty.levels or 1)
    end
  end
end

return entries
