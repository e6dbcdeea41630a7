-- Johnny's Knives: ↷: deal 1 damage to a monster or a player. Each time another player dies,
-- recharge this.
return {
  activated {
    label = "deal 1 damage to a monster or a player",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:monsters_and_players()) end,
    effect = function(ctx, victim) ctx:deal_damage(victim, 1) end,
  },
  triggered {
    label = "another player died: recharge this",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ev.player ~= ctx.controller and ctx:is_tapped(ctx.self)
    end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
