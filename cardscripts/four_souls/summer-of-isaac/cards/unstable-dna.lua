-- Unstable DNA: at the start of your turn, roll: 1-2 remove every counter from this, 3-4 put an
-- HP counter on it, 5-6 an AT counter. What those counters do is the card's declared counter
-- meaning (params.counter_meanings, kept by the game): an item's counters are its controller's.
return {
  result = function(ctx, r)
    if r <= 2 then
      ctx:remove_counters(ctx.self, ctx:counters_on(ctx.self))
    else
      ctx:add_counter(ctx.self, r <= 4 and "hp" or "at", 1)
    end
  end,
  triggered {
    label = "roll at the start of your turn",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:roll_die("result") end,
  },
}
