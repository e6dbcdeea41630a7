-- Chocolate Milk: at the start of your turn, put a counter on this; then with 3+ counters,
-- remove them all and deal 1 damage to a monster or a player. While it has exactly 2
-- counters, you have +1 attack.
return {
  triggered {
    label = "a counter; at 3, 1 damage",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      ctx:add_counters(ctx.self, 1)
      local n = ctx:counter(ctx.self, "counters")
      if n < 3 then return end
      ctx:remove_counters(ctx.self, n)
      local who = ctx:choose("Deal 1 damage to whom?", ctx:labelled(ctx:monsters_and_players()))
      ctx:deal_damage(who, 1)
    end,
  },
  static {
    stat = "attack",
    applies = function(ctx, seat)
      return seat == ctx.controller and ctx:counter(ctx.self, "counters") == 2
    end,
    value = 1,
  },
}
