-- Bum Friend: ↷: loot 1, then put a loot card from your hand on top of the loot deck.
return {
  activated {
    label = "loot 1, then put a loot card back on top",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      ctx:loot(ctx.controller, 1)
      local hand = ctx:hand(ctx.controller)
      if #hand > 0 then
        ctx:to_deck_top(ctx:choose("Put which card on top of the loot deck?", ctx:labelled(hand)))
      end
    end,
  },
}
