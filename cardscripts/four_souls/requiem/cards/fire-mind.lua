-- Fire Mind: combat damage you deal on an attack roll of 6 is doubled; combat damage you take
-- on an attack roll of 1 is doubled.
return {
  replacement {
    label = "double damage on a 6",
    on = "damage",
    condition = function(ctx, ev) return ev.combat and ev.source == ctx.controller and ev.roll == 6 end,
    apply = function(ctx, ev)
      ev.amount = ev.amount * 2
      return ev
    end,
  },
  replacement {
    label = "double damage taken on a 1",
    on = "damage",
    condition = function(ctx, ev) return ev.combat and ev.target == ctx.controller and ev.roll == 1 end,
    apply = function(ctx, ev)
      ev.amount = ev.amount * 2
      return ev
    end,
  },
}
