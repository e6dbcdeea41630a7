-- Judas' Shadow: each time you die, before the death penalty, put 2 counters on this. When
-- this is destroyed, gain X¢ and loot X, X = its counters (read as it is destroyed: once gone
-- it has none, so this happens as the destruction is carried out).
return {
  triggered {
    label = "2 counters",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx) ctx:add_counters(ctx.self, 2) end,
  },
  replacement {
    label = "gain X¢ and loot X",
    on = "destroy",
    condition = function(ctx, ev)
      return ev.object == ctx.self and ctx:counter(ctx.self, "counters") > 0
    end,
    apply = function(ctx, ev)
      local x = ctx:counter(ctx.self, "counters")
      ctx:gain_cents(ctx.controller, x)
      ctx:loot(ctx.controller, x)
      return ev
    end,
  },
}
