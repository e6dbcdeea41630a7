-- Weltling: at the start of each turn, put a counter on it; it has -1 health per counter. Each
-- time a player's attack roll is a 1, it deals 2 damage to each player.
return {
  triggered {
    label = "a counter on it",
    on = "turn-start",
    effect = lib.put_counter,
  },
  static {
    stat = "hp",
    applies = function(ctx, subject) return subject == ctx.self end,
    value = function(ctx) return -ctx:counter(ctx.self, "counters") end,
  },
  triggered {
    label = "an attack roll of 1: 2 damage to each player",
    on = "roll-result",
    condition = function(ctx, ev) return ev.attack and ev.result == 1 end,
    effect = function(ctx) ctx:damage_each_player(2) end,
  },
}
