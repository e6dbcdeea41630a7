-- Mother!: each time it takes damage it gets +1 evasion until the end of the turn; when it
-- dies, add two monster slots.
return {
  triggered {
    label = "+1 evasion when it takes damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx) ctx:add_effect(ctx.self, "evasion", 1) end,
  },
  triggered {
    label = "add two monster slots when it dies",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx) ctx:expand("monster", 2) end,
  },
}
