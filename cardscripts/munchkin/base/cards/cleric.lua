-- Cleric (MK 6.6, 14.25). Resurrection: instead of a face-up draw, take the top card of that
-- deck's discard pile, then discard a card from hand (the plugin offers it at the draw).
-- Turning: against Undead, discard up to 3 cards for +3 each. Divine Intervention raises
-- every Cleric a level (its own script asks ctx:is(seat, "cleric")).
return {
  static {
    stat = "resurrection",
    value = 1,
    applies = function(ctx, seat)
      return ctx:works_for(seat)
    end,
  },

  activated {
    label = "Turning: discard a card for +3 against Undead",
    cost = { discard = 1 },
    condition = function(ctx)
      local seat = ctx.controller
      if not (ctx:works_for(seat) and ctx:fighting(seat)) then
        return false
      end
      if (ctx:combat_recall("turning", seat) or 0) >= 3 then
        return false
      end
      return ctx:monster_with_tag("undead")
    end,
    effect = function(ctx)
      local seat = ctx.controller
      local key = ctx:combat_key(seat)
      ctx:remember("turning", (ctx:recall("turning", key) or 0) + 1, key)
      ctx:add_bonus(seat, 3)
    end,
  },
}
