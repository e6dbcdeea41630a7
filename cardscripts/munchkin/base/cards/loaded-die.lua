-- Loaded Die (MK 4.23, 13.30): right after your own die roll, with no warning needed, the
-- die shows the number you choose.
return {
  playable = function(ctx, seat)
    return ctx:last_roll_by() == seat
  end,

  on_play = function(ctx)
    local n = ctx:number("Loaded Die: what does the die show?", 1, 6)
    ctx:set_die(n)
  end,
}
