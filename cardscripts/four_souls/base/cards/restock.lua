-- Restock: at the start of your turn, you may put any number of shop items into the treasure
-- discard pile; their slots refill.
return {
  triggered {
    label = "discard shop items",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local shop = ctx:shop_items()
      if #shop == 0 then return end
      local gone = ctx:choose_many("Discard which shop items?", ctx:labelled(shop), 0, #shop)
      for _, id in ipairs(gone) do ctx:discard(id) end
    end,
  },
}
