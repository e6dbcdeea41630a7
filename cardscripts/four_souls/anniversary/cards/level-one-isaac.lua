-- Level One Isaac: the common character ↷ (one more loot play this turn, on any player's turn,
-- FS 1.15.6 d); the game starts with 2 more loot cards in your hand.
return {
  activated {
    label = "one more loot play this turn",
    hint = "loot",
    cost = { tap = true },
    condition = function(ctx) return ctx:hand_size(ctx.controller) > 0 end,
    effect = function(ctx) ctx:add_loot_plays(ctx.controller, 1) end,
  },
  start_of_game = function(ctx) ctx:loot(ctx.controller, 2) end,
}
