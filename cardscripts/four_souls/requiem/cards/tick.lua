-- Tick: the first time you kill a monster during your turn, heal 1 and you may attack one
-- more time this turn.
return {
  triggered {
    label = "heal 1 and attack once more",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "monster" and ev.killer == ctx.controller
        and ctx:is_active(ctx.controller) and ctx:recall("turn") ~= ctx:turn()
    end,
    effect = function(ctx)
      ctx:remember("turn", ctx:turn())
      ctx:heal(ctx.controller, 1)
      ctx:extra_attack("may")
    end,
  },
}
