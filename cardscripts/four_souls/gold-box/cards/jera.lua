-- Jera: loot X, X being the number of loot cards in your hand as it resolves.
return {
  on_play = function(ctx)
    local x = ctx:hand_size(ctx.controller)
    if x > 0 then ctx:loot(ctx.controller, x) end
  end,
}
