-- The Battery (↷: recharge another item) and Battery Bum ($ pay 4¢: recharge an item).
--- param cost: table
--- param other?: boolean
return {
  activated {
    label = "recharge an item",
    cost = params.cost,
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:all_items("tapped")) do
        if id ~= ctx.self or not params.other then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      ctx:recharge(item)
    end,
  },
}
