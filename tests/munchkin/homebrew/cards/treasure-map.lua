-- Treasure Map: outside combat, draw 2 Treasures face down.
return {
  playable = function(ctx, seat)
    return not ctx:in_combat()
  end,
  on_play = function(ctx)
    ctx:draw(ctx.controller, "treasure", 2, "down")
  end,
}
