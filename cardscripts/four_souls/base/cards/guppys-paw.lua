-- Guppy's Paw: ↷, pay 1 health: prevent the next damage of up to 2 a chosen player would take.
return {
  activated {
    label = "pay 1 health: prevent up to 2 damage",
    hint = "prevent",
    cost = { tap = true, hp = 1 },
    target = function(ctx)
      return ctx:labelled(ctx:living())
    end,
    effect = function(ctx, who)
      ctx:prevent(who, 2)
    end,
  },
}
