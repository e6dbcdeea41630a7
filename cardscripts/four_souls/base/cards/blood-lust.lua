-- Blood Lust: ↷: a chosen player or monster gets +1 attack until the end of the turn. At the
-- end of its controller's turn it recharges.
return {
  activated {
    label = "+1 attack to a player or monster this turn",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:players_and_monsters()) end,
    effect = function(ctx, who) ctx:add_effect(who, "attack", 1) end,
  },
  triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
