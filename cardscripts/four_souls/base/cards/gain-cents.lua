-- Coin loot (A Penny! … A Dime!!): gain params.cents ¢.
--- param cents: count
return {
  on_play = function(ctx)
    ctx:gain_cents(ctx.controller, params.cents)
  end,
}
