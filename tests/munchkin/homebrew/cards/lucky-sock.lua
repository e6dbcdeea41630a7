-- Lucky Sock: footgear, +1 to run away.
return {
  bonus = function(ctx, seat)
    return 0
  end,
  static {
    stat = "run_away",
    applies = function(ctx, seat)
      return ctx:works_for(seat)
    end,
    value = 1,
  },
}
