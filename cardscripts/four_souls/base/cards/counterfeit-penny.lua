-- Counterfeit Penny: each time you gain ¢ from the bank, gain 1¢ more (a replacement, R-085;
-- steals and gifts are not gains, R-111).
return {
  replacement {
    label = "+1¢",
    on = "gain-cents",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    apply = function(ctx, ev)
      ev.amount = ev.amount + 1
      return ev
    end,
  },
}
