-- Gravity: ↷: flip a die roll: it becomes 7 minus its result (FS 5.1.3, R-032). At the end of
-- your turn, recharge this.
return {
  activated {
    label = "flip a die roll (7 minus its result)",
    hint = "roll",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:rolls()) end,
    effect = function(ctx, roll) ctx:flip_roll(roll) end,
  },
  triggered {
    label = "your turn ends: recharge this",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
