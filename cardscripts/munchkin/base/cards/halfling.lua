-- Halfling. The card (MK 14.1): once per turn one item sells for double its value, and after
-- a failed first roll to run away you may discard a card to roll again. The game option
-- halfling=ru-source plays the Russian rule book instead: -1 to run away, a drawback that a
-- half-Human Halfling does not suffer (MK 6.8).
local function ru(ctx)
  return ctx:option("halfling") == "ru-source"
end

return {
  static {
    stat = "sell_double",
    value = 1,
    applies = function(ctx, seat)
      return not ru(ctx) and ctx:works_for(seat)
    end,
  },
  static {
    stat = "run_reroll",
    value = 1,
    applies = function(ctx, seat)
      return not ru(ctx) and ctx:works_for(seat)
    end,
  },
  static {
    stat = "run_away",
    value = -1,
    applies = function(ctx, seat)
      return ru(ctx) and ctx:works_for(seat) and ctx:suffers_as(seat, "halfling")
    end,
  },
}
