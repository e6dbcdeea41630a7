-- Yum Heart: ↷: the next damage a chosen player or monster would take this turn is prevented
-- (FS 10.3). At the end of its controller's turn it recharges.
return {
  activated {
    label = "prevent the next damage to a player or monster",
    hint = "prevent",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:players_and_monsters()) end,
    effect = function(ctx, who) ctx:prevent(who) end,
  },
  triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
