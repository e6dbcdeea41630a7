-- Sandals of Protection (card data): a curse its wearer draws face up from the Door deck
-- (kicking the door) does not affect them. Curses played from a hand still do.
return {
  replacement {
    on = "curse",
    label = "curses from the Door deck do not affect the wearer",
    condition = function(ctx, ev)
      return ev.from == "door" and ctx:works_for(ev.target)
    end,
    apply = function(ctx, ev)
      return false
    end,
  },

  bonus = function(ctx, seat)
    return 0
  end,
}
