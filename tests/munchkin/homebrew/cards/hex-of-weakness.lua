-- Hex of Weakness: a curse (whose name does not say so): lose a level.
return {
  affects = function(ctx, seat)
    return ctx:level(seat) > 1
  end,
  curse = function(ctx, seat)
    ctx:lose_levels(seat, 1)
  end,
}
