-- Coin Press: pay 2¢: loot 1.
return {
  activated {
    label = "loot 1",
    cost = { cents = 2 },
    effect = function(ctx)
      ctx:loot(ctx.controller, 1)
    end,
  },
}
