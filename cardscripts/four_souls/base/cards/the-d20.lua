-- The D20: ↷: reroll an item (FS 10.9; a shop item is replaced by the top treasure, R-115).
return {
  activated {
    label = "reroll an item",
    cost = { tap = true },
    target = function(ctx)
      local ids = ctx:all_items("non-eternal")
      for _, s in ipairs(ctx:shop_items()) do ids[#ids + 1] = s end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      ctx:reroll_item(item)
    end,
  },
}
