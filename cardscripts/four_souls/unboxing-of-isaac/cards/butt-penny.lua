-- Butt Penny: gain 1¢, then roll (a roll on the stack, FS 5.1.4, with no outcome of its own: it
-- is there for the cards that watch rolls).
return {
  on_play = function(ctx)
    ctx:gain_cents(ctx:you(), 1)
    ctx:roll_die("rolled")
  end,
  rolled = function(ctx, result) end,
}
