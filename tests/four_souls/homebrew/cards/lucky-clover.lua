-- Lucky Clover: gain 2¢, then loot 1.
return {
  on_play = function(ctx)
    ctx:gain_cents(ctx.controller, 2)
    ctx:loot(ctx.controller, 1)
  end,
}
