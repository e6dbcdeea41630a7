-- Rock Bottom: when you gain or buy this, put a counter on it for each loot card in your hand.
-- At the end of your turn, if you hold fewer loot cards than its counters, loot 2.
return {
  triggered {
    label = "a counter for each loot card in hand",
    on = "gain-item",
    condition = function(ctx, ev) return ev.object == ctx.self and ev.how ~= "take" end,
    effect = function(ctx) ctx:add_counters(ctx.self, ctx:hand_size(ctx.controller)) end,
  },
  triggered {
    label = "loot 2",
    on = "turn-end",
    condition = function(ctx, ev)
      return ev.player == ctx.controller
        and ctx:hand_size(ctx.controller) < ctx:counter(ctx.self, "counters")
    end,
    effect = function(ctx) ctx:loot(ctx.controller, 2) end,
  },
}
