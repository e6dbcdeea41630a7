-- The Poop: each time you take damage, put a counter on this. $ remove a counter: prevent the
-- next 1 damage you would take this turn.
return {
  triggered {
    label = "a counter when you take damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller end,
    effect = lib.put_counter,
  },
  activated {
    label = "remove a counter: prevent 1 damage",
    hint = "prevent",
    cost = { counters = 1 },
    effect = function(ctx)
      ctx:prevent(ctx.controller, 1)
    end,
  },
}
