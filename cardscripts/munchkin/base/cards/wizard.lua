-- Wizard (MK 6.6). Flight: while running away, discard up to 3 cards for +1 each to your
-- rolls. Charm: with only one monster in your combat, discard your whole hand (3 cards or
-- more) to charm it away: take its Treasures, no level.
return {
  activated {
    label = "Flight: discard a card for +1 to run away",
    cost = { discard = 1 },
    condition = function(ctx)
      local seat = ctx.controller
      return ctx:works_for(seat) and ctx:runner() == seat
        and (ctx:combat_recall("flight", seat) or 0) < 3
    end,
    effect = function(ctx)
      local seat = ctx.controller
      local key = ctx:combat_key(seat)
      ctx:remember("flight", (ctx:recall("flight", key) or 0) + 1, key)
      ctx:add_run_bonus(seat, 1)
    end,
  },

  activated {
    label = "Charm: discard your whole hand to charm the monster away",
    cost = { discard_hand = 3 },
    condition = function(ctx)
      local seat = ctx.controller
      return ctx:works_for(seat) and ctx:fighting(seat) and ctx:fighter() == seat
        and ctx:monster_count() == 1
    end,
    effect = function(ctx)
      ctx:remove_monster(ctx:monsters()[1], true)
    end,
  },
}
