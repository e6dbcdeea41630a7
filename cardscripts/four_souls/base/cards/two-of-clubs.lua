-- Two of Clubs: ↷: until the end of the turn a chosen player loots twice as many cards each
-- time they loot. A second activation does not compound (R-113).
return {
  activated {
    label = "a player loots double this turn",
    cost = { tap = true },
    target = function(ctx)
      return ctx:labelled(ctx:living())
    end,
    effect = function(ctx, who)
      ctx:add_effect(who, "loot_double", 1)
    end,
  },
}
