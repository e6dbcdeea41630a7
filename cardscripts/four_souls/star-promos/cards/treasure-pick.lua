-- Look at the top params.look treasure cards, gain one of them (params.tag: only one with that
-- tag, and none if you like), then put the rest on the bottom of the treasure deck in a random
-- order. The chosen card is put on top and gained as +1 treasure, so what changes a treasure
-- gain applies to it. params.when:
--   "gain"  when you gain or buy this, destroy it; if you do, look (Pumpkin Mask)
--   "tap"   ↷: look (Guppy's Pieces, a room: its ↷ is the active player's, R-124)
-- params.bonus_soul (a room): when it enters a room slot, that bonus soul, if it is outside the
-- game, becomes an active bonus soul (Guppy's Pieces: Soul of Guppy).
--- param look: positive
--- param tag?: string
--- param when: 'gain'|'tap'
--- param bonus_soul?: string
local SKIP = { id = "none", label = "gain none of them" }

local function pick(ctx, seat)
  local cards = ctx:peek("treasure", params.look, seat)
  local options = {}
  for _, id in ipairs(cards) do
    local tags = ctx:tags(id)
    local fits = params.tag == nil
    for _, t in ipairs(tags) do
      if t == params.tag then fits = true end
    end
    if fits then options[#options + 1] = id end
  end
  local chosen = nil
  if params.tag ~= nil then
    local labelled = ctx:labelled(options)
    labelled[#labelled + 1] = SKIP
    chosen = ctx:choose("Gain which card?", labelled, seat)
  elseif #options > 0 then
    chosen = ctx:choose("Gain which card?", ctx:labelled(options), seat)
  end
  local rest = {}
  for _, id in ipairs(cards) do
    if id ~= chosen then rest[#rest + 1] = id end
  end
  while #rest > 0 do
    local i = math.random(#rest)
    ctx:to_deck_bottom(rest[i])
    table.remove(rest, i)
  end
  if chosen ~= nil and chosen ~= "none" then
    ctx:move(chosen, "treasure.deck", "top")
    ctx:gain_treasure(seat, 1)
  end
end

if params.when == "gain" then
  return {
    triggered {
      label = "destroy this: look at the treasure deck and gain a card",
      on = "gain-item",
      condition = function(ctx, ev) return ev.object == ctx.self and ev.how ~= "take" end,
      effect = function(ctx, ev)
        if ctx:destroy(ctx.self) == nil then return end
        pick(ctx, ev.player)
      end,
    },
  }
end
local abilities = {
  activated {
    label = "look at the treasure deck and gain a card",
    cost = { tap = true },
    effect = function(ctx) pick(ctx, ctx:you()) end,
  },
}
if params.bonus_soul ~= nil then
  abilities[#abilities + 1] = triggered {
    label = "a bonus soul from outside the game becomes active",
    on = "move",
    condition = function(ctx, ev)
      return ev.result == ctx.self and string.match(ev.to or "", "^room%.%d+$") ~= nil
    end,
    effect = function(ctx)
      for _, id in ipairs(ctx:zone("out")) do
        if ctx:card(id).id == params.bonus_soul then
          ctx:move(id, "bonus")
          return
        end
      end
    end,
  }
end
return abilities
