-- Berserk: you may attack one more time on your turn; each time you kill a monster, +1 health
-- until the end of the turn.
return {
  static {
    stat = "attacks",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
  triggered {
    label = "+1 health this turn",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" and ev.killer == ctx.controller end,
    effect = function(ctx) ctx:add_effect(ctx.controller, "hp", 1) end,
  },
}
