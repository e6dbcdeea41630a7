-- Wishbone: ↷: gain 1¢.
return {
  activated {
    label = "gain 1¢",
    cost = { tap = true },
    effect = function(ctx)
      ctx:gain_cents(ctx.controller, 1)
    end,
  },
}
