-- Cursed Eye: your combat damage on an attack roll of 6 is 3 higher. When you roll an attack
-- roll of 1 on your turn, cancel everything on the stack and end your turn.
return {
  static {
    stat = "combat_damage",
    applies = function(ctx, s) return s.player == ctx.controller and s.roll == 6 end,
    value = 3,
  },
  triggered {
    label = "an attack roll of 1 ends your turn",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.attack and ev.result == 1 and ev.player == ctx.controller
        and ctx:is_active(ctx.controller)
    end,
    effect = function(ctx) ctx:end_turn(true) end,
  },
}
