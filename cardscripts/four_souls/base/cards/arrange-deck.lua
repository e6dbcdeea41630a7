-- Look at the top cards of a deck and put them back in any order.
--   params.count   how many (Sleight of Hand 5, The Compass / The Map / The Blue Map 4)
--   params.deck    a fixed deck (loot, treasure, monster); otherwise the player chooses
--   params.end_of_turn   it happens at the end of its controller's turn instead of on ↷
--- param count: count
--- param deck?: 'loot'|'treasure'|'monster'
--- param end_of_turn?: boolean
local P = params
local function arrange(ctx)
  local kind = P.deck or ctx:choose("Look at which deck?", { "loot", "treasure", "monster" })
  ctx:arrange(kind, P.count)
end
if P.end_of_turn then
  return {
    triggered {
      label = "arrange the top of the " .. P.deck .. " deck",
      on = "turn-end",
      condition = function(ctx, ev) return ev.player == ctx.controller end,
      effect = arrange,
    },
  }
end
return {
  activated {
    label = "look at the top cards of a deck and reorder them",
    cost = { tap = true },
    effect = arrange,
  },
}
