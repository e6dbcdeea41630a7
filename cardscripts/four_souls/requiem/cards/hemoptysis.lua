-- Hemoptysis: ↷: put a counter on this. $ remove 1: a monster's attack becomes 1 this turn.
-- $ remove 2: 1 damage to each of up to two monsters and/or players.
return {
  lib.counter_on_tap(),
  activated {
    label = "remove 1 counter: a monster's attack becomes 1",
    cost = { counters = 1 },
    target = function(ctx) return ctx:labelled(ctx:monsters()) end,
    effect = function(ctx, monster)
      ctx:add_effect(monster, "attack", 1 - ctx:attack_of(monster))
    end,
  },
  activated {
    label = "remove 2 counters: 1 damage to each of up to two monsters or players",
    cost = { counters = 2 },
    effect = function(ctx)
      local picked = ctx:choose_many("Deal 1 damage to up to two of them",
        ctx:labelled(ctx:monsters_and_players()), 1, 2)
      for _, who in ipairs(picked) do ctx:deal_damage(who, 1) end
    end,
  },
}
