-- Dry Baby: each time you would take damage, you take only 1 instead (a replacement).
return {
  replacement {
    label = "reduce to 1",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and ev.amount > 1 end,
    apply = function(ctx, ev)
      ev.amount = 1
      return ev
    end,
  },
}
