-- XXI. The World: look at every player's hand, then loot 2.
return {
  on_play = function(ctx)
    for _, p in ipairs(ctx:others(ctx.controller)) do
      ctx:reveal_hand(p, ctx.controller)
    end
    ctx:loot(ctx.controller, 2)
  end,
}
