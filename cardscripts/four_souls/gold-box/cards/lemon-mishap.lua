-- Lemon Mishap: ↷: until the end of the turn, each time a player's attack roll comes out a 1 or
-- a 2, each monster takes 1 damage.
return {
  activated {
    label = "this turn, attack rolls of 1-2 hurt every monster",
    cost = { tap = true },
    effect = function(ctx) ctx:remember("turn", ctx:turn()) end,
  },
  triggered {
    label = "an attack roll of 1 or 2: 1 damage to each monster",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.attack and ev.result <= 2 and ctx:recall("turn") == ctx:turn()
    end,
    effect = function(ctx) ctx:damage_each_monster(1) end,
  },
}
