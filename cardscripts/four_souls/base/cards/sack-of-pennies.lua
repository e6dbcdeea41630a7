-- Sack of Pennies: ↷: gain 1¢. Each time any player rolls a 1, you may recharge this.
return {
  activated {
    label = "gain 1¢",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      ctx:gain_cents(ctx.controller, 1)
    end,
  },
  triggered {
    label = "recharge on a 1",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 1 and ctx:is_tapped(ctx.self) end,
    effect = function(ctx)
      if ctx:confirm("Recharge Sack of Pennies?") then ctx:recharge(ctx.self) end
    end,
  },
}
