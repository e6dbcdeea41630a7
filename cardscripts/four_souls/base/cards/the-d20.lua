-- The D20: ↷: reroll an item (FS 10.9; a shop item is replaced by the top treasure, R-115).
return {
  activated {
    label = "reroll an item",
    cost = { tap = true },
    target = function(ctx)
      return ctx:labelled(ctx:all_items("non-eternal"))  -- the shop's too
    end,
    effect = function(ctx, item)
      ctx:reroll_item(item)
    end,
  },
}
