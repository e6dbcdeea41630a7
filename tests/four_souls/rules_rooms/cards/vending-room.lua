-- Vending Room: ↷: the active player gains 1 cent (only the active player may use it).
return {
  activated {
    cost = { tap = true },
    effect = function(ctx)
      ctx:gain_cents(ctx:active(), 1)
    end,
  },
}
