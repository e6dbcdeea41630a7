-- Wishing Ring (MK 8.4, 13.18, 14.20): cancels a curse as it strikes anyone, or ends a
-- lasting curse already on a table (Change Sex switches the sex back); the curse and the
-- ring are both discarded.
return {
  playable = function(ctx, seat)
    return #ctx:cancelable_curses() > 0
  end,

  targets = function(ctx)
    return ctx:cancelable_curses()
  end,

  on_play = function(ctx, curse)
    ctx:cancel_curse(curse)
  end,
}
