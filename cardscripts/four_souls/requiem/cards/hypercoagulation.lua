-- Hypercoagulation: at the start of your turn, put a counter on this; +1 health per counter;
-- at the end of your turn, with 3 or more counters, remove them all and loot 3.
return {
  triggered {
    label = "put a counter on this",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = lib.put_counter,
  },
  static {
    stat = "hp",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = function(ctx) return ctx:counter(ctx.self, "counters") end,
  },
  triggered {
    label = "remove every counter and loot 3",
    on = "turn-end",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:counter(ctx.self, "counters") >= 3
    end,
    effect = function(ctx)
      local n = ctx:counter(ctx.self, "counters")
      if n < 3 then return end
      ctx:remove_counters(ctx.self, n)
      ctx:loot(ctx.controller, 3)
    end,
  },
}
