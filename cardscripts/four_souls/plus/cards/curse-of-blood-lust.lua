-- Curse of Blood Lust: you must attack during your turn if able (FS 6.9, 3.2.7).
return {
  triggered {
    label = "you must attack this turn",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:must_attack_this_turn() end,
  },
  -- gained on your own turn before you attacked: this turn too
  triggered {
    label = "you must attack this turn",
    on = "gain-curse",
    condition = function(ctx, ev)
      return ev.object == ctx.self and ev.player == ctx:active()
        and ctx:turn_state("attacks_made") == 0
    end,
    effect = function(ctx) ctx:must_attack_this_turn() end,
  },
}
