-- Placebo: ↷: use the ↷ ability of a non-eternal item as if it were Placebo's; the copy goes
-- on the stack with a new target and no cost (FS 10.5.4), so "destroy this" destroys Placebo.
return {
  activated {
    label = "use another item's ↷ ability",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:all_items("non-eternal")) do
        if id ~= ctx.self and ctx:usable_abilities(id) > 0 then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      if ctx:exists(ctx.self) then ctx:use_ability_of(item) end
    end,
  },
}
