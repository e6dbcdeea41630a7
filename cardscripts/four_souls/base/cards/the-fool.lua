-- 0. The Fool: cancel everything on the stack that has not resolved, then end the turn.
return {
  on_play = function(ctx)
    ctx:end_turn(true)
  end,
}
