-- Smelter ($ discard a loot card: gain 3¢) and Donation Machine ($ give another non-eternal
-- item you control to another player: gain 8¢).
--- param cents: count
--- param cost: table
return {
  activated {
    label = "gain " .. params.cents .. "¢",
    cost = params.cost,
    effect = function(ctx)
      ctx:gain_cents(ctx.controller, params.cents)
    end,
  },
}
