-- Victory Lap: you win the game (FS 11.2.4).
return {
  on_play = function(ctx)
    ctx:win(ctx.controller)
  end,
}
