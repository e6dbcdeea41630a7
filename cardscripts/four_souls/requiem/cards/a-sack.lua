-- A Sack: loot 3.
return {
  on_play = function(ctx)
    ctx:loot(ctx.controller, 3)
  end,
}
