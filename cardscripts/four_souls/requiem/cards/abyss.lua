-- Abyss: ↷: destroy an item you control; if you do, put a counter on this. +1 attack for every
-- 2 counters on it.
return {
  activated {
    label = "destroy an item you control for a counter",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:items(ctx.controller, "non-eternal")) end,
    effect = function(ctx, item)
      if ctx:destroy(item) then ctx:add_counters(ctx.self, 1) end
    end,
  },
  static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = function(ctx) return ctx:counter(ctx.self, "counters") // 2 end,
  },
}
