-- Warrior (MK 6.6): wins ties (MK 4.4); Berserking: discard up to 3 cards in a combat for +1
-- each. A bonus already gained stays if the class is lost later (MK 12.36).
return {
  static {
    stat = "wins_ties",
    value = 1,
    applies = function(ctx, seat)
      return ctx:works_for(seat)
    end,
  },

  activated {
    label = "Berserking: discard a card for +1",
    cost = { discard = 1 },
    condition = function(ctx)
      local seat = ctx.controller
      return ctx:works_for(seat) and ctx:fighting(seat)
        and (ctx:combat_recall("berserk", seat) or 0) < 3
    end,
    effect = function(ctx)
      local seat = ctx.controller
      local key = ctx:combat_key(seat)
      ctx:remember("berserk", (ctx:recall("berserk", key) or 0) + 1, key)
      ctx:add_bonus(seat, 1)
    end,
  },
}
