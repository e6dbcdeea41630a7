-- Damage dealt to you is reduced by 1.
return {
  replacement {
    on = "damage",
    label = "reduce damage by 1",
    condition = function(ctx, ev) return ev.target == ctx.controller end,
    apply = function(ctx, ev)
      ev.amount = math.max(0, ev.amount - 1)
      return ev
    end,
  },
}
