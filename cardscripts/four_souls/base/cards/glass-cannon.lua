-- Glass Cannon: ↷: destroy another item, then roll: 1-5 destroy this and loot 2; 6 recharge
-- this. (Eternal for Eden, it is not destroyed and so draws nothing: R-003.)
return {
  activated {
    label = "destroy another item, then roll",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:all_items("non-eternal")) do
        if id ~= ctx.self then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      ctx:destroy(item)
      ctx:roll_die("blast")
    end,
  },
  blast = function(ctx, result)
    if not ctx:exists(ctx.self) then return end
    if result <= 5 then
      if ctx:destroy(ctx.self) then ctx:loot(ctx.controller, 2) end
    else
      ctx:recharge(ctx.self)
    end
  end,
}
