-- Blessing of Gluttony: the active player loots 1 more in their loot step.
return {
  static {
    stat = "loot_step",
    applies = function(ctx, seat) return seat == ctx:active() end,
    value = 1,
  },
}
