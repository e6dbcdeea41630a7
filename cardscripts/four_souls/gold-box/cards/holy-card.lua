-- Holy Card: choose a player; the next time they would die this turn, prevent it (FS 7.4.5);
-- if it is their turn, cancel everything on the stack and end the turn.
return {
  target = function(ctx) return ctx:labelled(ctx:living()) end,
  on_play = function(ctx, who)
    ctx:when_would_die(who, "saved")
  end,
  saved = function(ctx, who)
    if ctx:prevent_death(who) and ctx:is_active(who) then
      ctx:end_turn(true)
    end
  end,
}
