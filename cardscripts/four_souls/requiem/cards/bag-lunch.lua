-- Bag Lunch: if this would be destroyed while it has no counter, put a counter on it instead.
-- While it has a counter, you have +1 health.
return {
  replacement {
    label = "a counter instead of being destroyed",
    on = "destroy",
    condition = function(ctx, ev)
      return ev.object == ctx.self and ctx:counters_on(ctx.self) == 0
    end,
    apply = function(ctx, ev)
      ctx:add_counters(ctx.self, 1)
      return false
    end,
  },
  static {
    stat = "hp",
    applies = function(ctx, subject)
      return subject == ctx.controller and ctx:counter(ctx.self, "counters") > 0
    end,
    value = 1,
  },
}
