-- Guppy's Paw (Alt Ability): ↷, destroy another item you control: put a counter on this. You
-- have +1 health for each counter on it.
return {
  activated {
    label = "destroy an item: a counter on this",
    cost = { tap = true, destroy_others = 1 },
    effect = lib.put_counter,
  },
  static {
    label = "+1 health a counter",
    stat = "hp",
    applies = function(ctx, subject) return subject == ctx.controller end,
    value = function(ctx) return ctx:counter(ctx.self, "counters") end,
  },
}
