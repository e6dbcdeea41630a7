-- Every curse of the base set (MK 8.1-8.6). params.do names what it does:
--   lose-levels (n), lose-worn (slot), lose-item (big = true|false), lose-best-item,
--   lose-class (none_levels), lose-race, change-class, change-race, lose-two-cards,
--   income-tax, and three that stay on the victim's table: change-sex (penalty),
--   chicken (roll), malign-mirror.
-- affects(seat) says whether it can do anything to that player (MK 8.3: if not, it is simply
-- discarded); curse(seat) carries it out. A lasting curse moves itself onto the table with
-- ctx:stay(seat) and answers cancel(seat) when a curse-cancelling card ends it (MK 14.20).
--- param big?: boolean
--- param do: string
--- param n?: count = 1
--- param none_levels?: count = 1
--- param penalty?: count = 5
--- param roll?: integer = -1
--- param slot?: string

local P = params
local OP = P["do"]

local function worn(ctx, seat, slot)
  return ctx:items(seat, { worn = true, slot = slot })
end

local function named(ctx, ids)
  local out = {}
  for i, id in ipairs(ids) do
    out[i] = { id = id, label = ctx:card(id).name }
  end
  return out
end

local function choose_and_discard(ctx, seat, ids, prompt)
  if #ids == 0 then
    return nil
  end
  local picked = ids[1]
  if #ids > 1 then
    picked = ctx:choose(prompt, named(ctx, ids), seat)
  end
  ctx:discard(picked, "curse")
  return picked
end

-- the first card of `kind` going down the door discard pile (top first)
local function first_in_discard(ctx, kind)
  for _, id in ipairs(ctx:zone("door.discard")) do
    if ctx:card(id).type == kind then
      return id
    end
  end
  return nil
end

local function items_by_bonus(ctx, seat)
  local best, tied = nil, {}
  for _, id in ipairs(ctx:items(seat, { worn = true })) do
    local b = ctx:bonus_of(id)
    if best == nil or b > best then
      best, tied = b, { id }
    elseif b == best then
      tied[#tied + 1] = id
    end
  end
  return tied
end

local AFFECTS = {
  ["lose-levels"] = function(ctx, seat) return ctx:level(seat) > 1 end,
  ["lose-worn"] = function(ctx, seat)
    if P.slot == "headgear" then
      return #ctx:headgear(seat) > 0
    end
    return #worn(ctx, seat, P.slot) > 0
  end,
  ["lose-item"] = function(ctx, seat) return #ctx:items(seat, { big = P.big }) > 0 end,
  ["lose-best-item"] = function(ctx, seat) return #ctx:items(seat, { worn = true }) > 0 end,
  ["lose-class"] = function(ctx, seat)
    return #ctx:classes(seat) > 0 or ctx:level(seat) > 1
  end,
  ["lose-race"] = function(ctx, seat) return #ctx:races(seat) > 0 end,
  ["change-class"] = function(ctx, seat) return #ctx:classes(seat) > 0 end,
  ["change-race"] = function(ctx, seat) return #ctx:races(seat) > 0 end,
  ["lose-two-cards"] = function(ctx, seat) return #ctx:hand(seat) > 0 end,
  ["income-tax"] = function(ctx, seat) return #ctx:items(seat, {}) > 0 end,
}

local DO = {}

DO["lose-levels"] = function(ctx, seat)
  ctx:lose_levels(seat, P.n or 1)
end

DO["lose-worn"] = function(ctx, seat)
  if P.slot == "headgear" then
    -- the headgear path also takes what sits on the head (Chicken on Your Head)
    ctx:lose_headgear(seat, "curse")
    return
  end
  for _, id in ipairs(worn(ctx, seat, P.slot)) do
    ctx:discard(id, "curse")
  end
end

DO["lose-item"] = function(ctx, seat)
  local what = P.big and "Big" or "small"
  choose_and_discard(ctx, seat, ctx:items(seat, { big = P.big }), "Discard a " .. what .. " item")
end

DO["lose-best-item"] = function(ctx, seat)
  choose_and_discard(ctx, seat, items_by_bonus(ctx, seat), "Discard your best item")
end

DO["lose-class"] = function(ctx, seat)
  if #ctx:classes(seat) == 0 then
    ctx:lose_levels(seat, P.none_levels or 1)
  else
    ctx:lose_class(seat)
  end
end

DO["lose-race"] = function(ctx, seat)
  ctx:discard_races(seat)
end

DO["change-class"] = function(ctx, seat)
  -- the new one is looked for before the old one is discarded on top of the pile
  local found = first_in_discard(ctx, "class")
  ctx:discard_classes(seat)
  if found then
    ctx:become(seat, found)
  end
end

DO["change-race"] = function(ctx, seat)
  -- the new one is looked for before the old one is discarded on top of the pile
  local found = first_in_discard(ctx, "race")
  ctx:discard_races(seat)
  if found then
    ctx:become(seat, found)
  end
end

DO["lose-two-cards"] = function(ctx, seat)
  local takers = { ctx:left_of(seat) }
  local right = ctx:right_of(seat)
  if right ~= takers[1] then
    takers[2] = right
  end
  for _, other in ipairs(takers) do
    local hand = ctx:hand(seat)
    if #hand == 0 then
      return
    end
    ctx:take(lib.pick_random(hand), other)
  end
end

DO["income-tax"] = function(ctx, seat)
  local mine = ctx:items(seat, {})
  if #mine == 0 then
    return
  end
  local paid = mine[1]
  if #mine > 1 then
    paid = ctx:choose("Income Tax: discard an item", named(ctx, mine), seat)
  end
  local due = ctx:value(paid) or 0
  ctx:discard(paid, "curse")
  for _, other in ipairs(ctx:others(seat, "left")) do
    local total = 0
    for _, id in ipairs(ctx:items(other, {})) do
      total = total + (ctx:value(id) or 0)
    end
    if total < due then
      for _, id in ipairs(ctx:items(other, {})) do
        ctx:discard(id, "curse")
      end
      ctx:lose_levels(other, 1)
    else
      local given = 0
      while given < due do
        local ids = ctx:items(other, {})
        local picked = ids[1]
        if #ids > 1 then
          picked = ctx:choose("Income Tax: discard items worth " .. (due - given) ..
                              " more gold", named(ctx, ids), other)
        end
        given = given + (ctx:value(picked) or 0)
        ctx:discard(picked, "curse")
      end
    end
  end
end

DO["change-sex"] = function(ctx, seat)
  ctx:change_sex(seat)
  local lasting = ctx:stay(seat)
  ctx:add_counter(lasting, "penalty", P.penalty or 5)
end

DO["chicken"] = function(ctx, seat)
  ctx:stay(seat)
end

DO["malign-mirror"] = function(ctx, seat)
  ctx:stay(seat)
end

if DO[OP] == nil then
  error("no curse does '" .. tostring(OP) .. "'")
end

-- a curse with no test in AFFECTS can always strike: it gives no affects, which the game
-- takes as "it can"
local card = {
  affects = AFFECTS[OP],
  curse = DO[OP],
}

-- ------------------------------------------------------------------ lasting curses
if OP == "change-sex" then
  -- -5 in the nearest combat of the cursed character (MK 8.6), this one if it is on now
  card[1] = static {
    stat = "combat",
    applies = function(ctx, seat)
      return ctx:owner(ctx.self) == seat and ctx:counter(ctx.self, "penalty") > 0
    end,
    value = function(ctx, seat)
      return -ctx:counter(ctx.self, "penalty")
    end,
  }
  card.combat_over = function(ctx, seat)
    local left = ctx:counter(ctx.self, "penalty")
    if left > 0 then
      ctx:add_counter(ctx.self, "penalty", -left)
    end
  end
  card.cancel = function(ctx, seat)
    -- the sex switches back; an unfought -5 goes with the card (MK 8.6, 12.51)
    ctx:change_sex(seat)
  end
elseif OP == "chicken" then
  card[1] = static {
    stat = "die_roll",
    applies = function(ctx, seat)
      return ctx:owner(ctx.self) == seat
    end,
    value = P.roll or -1,
  }
  -- it leaves with the headgear a curse or Bad Stuff takes: its 'on-head' tag tells the
  -- plugin (ctx:lose_headgear and any discard of worn headgear for those causes)
elseif OP == "malign-mirror" then
  -- in the cursed character's next combat only armor gives a bonus (MK 9.5d)
  card.blocks_item = function(ctx, seat, item)
    return ctx:owner(ctx.self) == seat and ctx:in_combat(seat)
      and ctx:card(item).stats.slot ~= "armor"
  end
  card.combat_over = function(ctx, seat)
    ctx:discard(ctx.self, "curse-ends")
  end
end

return card
