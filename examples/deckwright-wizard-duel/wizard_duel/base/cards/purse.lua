-- Pay 2 coins: draw a card.
return {
  activated {
    label = "buy a card",
    cost = { coins = 2 },
    effect = function(ctx) ctx:draw(ctx.controller, 1) end,
  },
}
