-- Tip Jar: tap: gain 1 cent.
return {
  activated {
    cost = { tap = true },
    effect = function(ctx)
      ctx:gain_cents(ctx.controller, 1)
      print("clink")   -- shows in the game's narration and in `deckwright test --show`
    end,
  },
}
