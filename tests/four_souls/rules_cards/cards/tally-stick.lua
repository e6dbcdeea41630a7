-- Tally Stick: each time you roll a die, put a counter on this (like Isaac's Tears, R-029).
return {
  triggered {
    on = "rolled",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:add_counter(ctx.self, "counters", 1) end,
  },
}
