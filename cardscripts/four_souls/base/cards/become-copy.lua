-- Modeling Clay (for the rest of the game) and Diplopia (params.until_end_of_turn, and only
-- items without ↷ or $ abilities): ↷: this becomes a copy of a non-eternal item (FS 10.5.1).
--- param until_end_of_turn?: boolean
return {
  activated {
    label = "become a copy of an item",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:all_items(params.until_end_of_turn and "non-eternal,passive" or "non-eternal")) do
        if id ~= ctx.self then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      if ctx:exists(ctx.self) then ctx:become_copy(item, params.until_end_of_turn) end
    end,
  },
}
