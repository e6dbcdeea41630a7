-- Eternal D6: ↷: put a counter on this. $ remove 2 counters: until the end of the turn, every
-- roll of 2 or 3 is a 1 instead (the die's result; roll bonuses still add to it).
return {
  lib.counter_on_tap(),
  activated {
    label = "remove 2 counters: 2s and 3s are 1s this turn",
    cost = { counters = 2 },
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:remember("on_turn", ctx:turn()) end
    end,
  },
  static {
    stat = "roll",
    applies = function(ctx, s)
      return ctx:recall("on_turn") == ctx:turn() and (s.result == 2 or s.result == 3)
    end,
    value = function(ctx, s) return 1 - s.result end,
  },
}
