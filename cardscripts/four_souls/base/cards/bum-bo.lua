-- Bum-bo!: ¢ you would gain become level counters on this instead (a replacement, FS 10.15).
-- Level 1+: +2 to your first attack roll each turn. Level 10+: +1 attack. Level 25+: any
-- number of attacks on your turn (R-101).
return {
  replacement {
    label = "¢ become level counters",
    on = "gain-cents",
    condition = function(ctx, ev) return ev.player == ctx.controller and ev.amount > 0 end,
    apply = function(ctx, ev)
      ctx:add_counter(ctx.self, "level", ev.amount)
      return false
    end,
  },
  static {
    stat = "roll",
    applies = function(ctx, s)
      return s.attack and s.first and s.player == ctx.controller and ctx:level(ctx.self) >= 1
    end,
    value = 2,
  },
  static {
    stat = "attack",
    applies = function(ctx, seat)
      return seat == ctx.controller and ctx:level(ctx.self) >= 10
    end,
    value = 1,
  },
  static {
    stat = "attacks",
    applies = function(ctx, seat)
      return seat == ctx.controller and ctx:level(ctx.self) >= 25
    end,
    value = 99,
  },
}
