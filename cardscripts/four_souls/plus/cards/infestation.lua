-- Infestation: ↷: loot 2, then discard a loot card.
return {
  activated {
    label = "loot 2, then discard a loot card",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      ctx:loot(ctx.controller, 2)
      ctx:discard_loot(ctx.controller, 1)
    end,
  },
}
