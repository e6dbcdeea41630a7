-- Ace of Diamonds: gain 1¢ for each monster slot and 1¢ for each loot card in your hand.
return {
  on_play = function(ctx)
    local x = #ctx:monsters() + ctx:hand_size(ctx.controller)
    if x > 0 then ctx:gain_cents(ctx.controller, x) end
  end,
}
