-- Perthro: reroll an item (destroy it; its controller gains +1 treasure, a shop slot refills).
return {
  target = function(ctx) return ctx:labelled(ctx:all_items("non-eternal")) end,
  on_play = function(ctx, item)
    ctx:reroll_item(item)
  end,
}
