-- Guppy's Tail: you loot 1 more in your loot step; at the end of your turn, discard a loot card.
return {
  static {
    stat = "loot_step",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
  triggered {
    label = "discard a loot card",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:discard_loot(ctx.controller, 1) end,
  },
}
