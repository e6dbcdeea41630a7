-- When you are dealt damage, heal 1 hp.
return {
  triggered {
    on = "damage",
    label = "heal 1",
    condition = function(ctx, ev) return ev.target == ctx.controller and ev.amount > 0 end,
    effect = function(ctx, ev) ctx:heal(ctx.controller, 1) end,
  },
}
