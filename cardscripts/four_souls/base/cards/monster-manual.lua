-- Monster Manual: ↷: choose a monster; the active player must attack it this turn if able.
return {
  activated {
    label = "the active player must attack a monster",
    cost = { tap = true },
    target = function(ctx)
      return ctx:labelled(ctx:monsters())
    end,
    effect = function(ctx, monster)
      ctx:must_attack(monster)
    end,
  },
}
