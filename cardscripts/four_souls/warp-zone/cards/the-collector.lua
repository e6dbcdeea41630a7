-- The Collector: each time a player dies, it gets a counter; it has +1 health per counter. Its
-- reward box (+1 treasure) is gained once per counter it had as it died (reward_per_counter).
return {
  triggered {
    label = "a player died: a counter",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" end,
    effect = function(ctx) ctx:add_counters(ctx.self, 1) end,
  },
  static {
    stat = "hp",
    applies = function(ctx, subject) return subject == ctx.self end,
    value = function(ctx) return ctx:counters_on(ctx.self) end,
  },
}
