-- The Shovel: ↷: put a monster card (not an event) from the monster discard on top of the
-- monster deck.
return {
  activated {
    label = "a monster from the discard to the top of the deck",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:deck("monster.discard")) do
        if ctx:card(id).type == "monster" then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, monster)
      ctx:to_deck_top(monster)
    end,
  },
}
