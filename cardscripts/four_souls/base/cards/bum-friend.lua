-- Bum Friend: ↷: loot 1, then put a loot card from your hand on top of the loot deck.
return {
  activated {
    label = "loot 1, then put a loot card back on top",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      ctx:loot(ctx.controller, 1)
      ctx:put_back_loot(ctx.controller)
    end,
  },
}
