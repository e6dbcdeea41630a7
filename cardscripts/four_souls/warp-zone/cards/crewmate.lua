-- Crewmate: the character's ↷ (one more loot play this turn, FS 1.15.6 d), and in every vote
-- one more vote of its own (a static `votes`, FS 10.19).
return {
  activated {
    label = "one more loot play this turn",
    hint = "loot",
    cost = { tap = true },
    condition = function(ctx) return ctx:hand_size(ctx.controller) > 0 end,
    effect = function(ctx) ctx:add_loot_plays(ctx.controller, 1) end,
  },
  static {
    label = "one more vote",
    stat = "votes",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
}
