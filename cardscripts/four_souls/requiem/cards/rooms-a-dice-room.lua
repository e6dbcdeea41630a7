-- Dice Room (six versions): when it enters play, do what params say; at the end of the turn,
-- discard it.
--   params.reroll = "yours": the active player rerolls each of their items; "each": each player
--     rerolls theirs, from the active player; "all": every item in play, players' then the
--     shop's (FS 10.11.3, R-105)
--   params.hands: each player discards their hand, then loots 3
--   params.shop: each shop item is discarded (the slots refill)
--   params.monsters: each monster is discarded (no rewards; the slots refill)
--- param hands?: boolean
--- param monsters?: boolean
--- param reroll?: 'all'|'each'|'yours'
--- param shop?: boolean
local P = params

local function reroll_all(ctx, ids)
  for _, id in ipairs(ids) do
    if ctx:exists(id) then ctx:reroll_item(id) end
  end
end

local function enter(ctx)
  local ap = ctx:active()
  if P.reroll == "yours" then
    reroll_all(ctx, ctx:items(ap, "non-eternal"))
  elseif P.reroll == "each" then
    reroll_all(ctx, ctx:all_items("controlled,non-eternal"))
  elseif P.reroll == "all" then
    reroll_all(ctx, ctx:all_items("non-eternal"))
  end
  if P.hands then
    for _, p in ipairs(ctx:each_player()) do
      ctx:discard_hand(p)
      ctx:loot(p, 3)
    end
  end
  if P.shop then
    for _, id in ipairs(ctx:shop_items()) do ctx:discard(id) end
  end
  if P.monsters then
    for _, id in ipairs(ctx:monsters()) do ctx:discard_monster(id) end
  end
end

return {
  triggered {
    label = "as it enters play",
    on = "move",
    condition = function(ctx, ev) return ev.result == ctx.self end,
    effect = enter,
  },
  triggered {
    label = "discard this at the end of the turn",
    on = "turn-end",
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:discard(ctx.self) end
    end,
  },
}
