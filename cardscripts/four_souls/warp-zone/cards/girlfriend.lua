-- Girlfriend: each time you roll the same result twice in a row on your turn (a final result
-- equal to your one before it this turn), put a counter on this. Each time you die, remove half
-- its counters, rounded down. You have +1 health for every 2 counters on this. ↷: subtract 1
-- from a die roll.
return {
  triggered {
    label = "the same result twice in a row: put a counter on this",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:is_active(ctx.controller)
        and ev.previous ~= nil and ev.previous == ev.result
    end,
    effect = lib.put_counter,
  },
  triggered {
    label = "you died: remove half the counters on this",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ev.player == ctx.controller and ctx:counters_on(ctx.self) > 1
    end,
    effect = function(ctx) ctx:remove_counters(ctx.self, ctx:counters_on(ctx.self) // 2) end,
  },
  static {
    label = "+1 health per 2 counters",
    stat = "hp",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = function(ctx) return ctx:counters_on(ctx.self) // 2 end,
  },
  activated {
    label = "-1 to a die roll",
    hint = "roll",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:rolls()) end,
    effect = function(ctx, roll) ctx:add_to_roll(roll, -1) end,
  },
}
