-- No!: ↷: cancel a ↷ or $ ability of an item on the stack.
return {
  activated {
    label = "cancel an item's ability",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:stack_items()) do
        if ctx:item_info(id).from_item then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      ctx:cancel(item)
    end,
  },
}
