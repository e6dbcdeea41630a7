-- Pay to Play ($ pay 10¢) and Contract from Below ($ destroy two other items you control):
-- take a non-eternal item from a player of your choice.
return {
  activated {
    label = "take a non-eternal item from a player",
    cost = params.cost,
    target = function(ctx)
      local ids = {}
      for _, p in ipairs(ctx:others(ctx.controller)) do
        for _, item in ipairs(ctx:items(p, "non-eternal")) do ids[#ids + 1] = item end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      ctx:take_item(item, ctx.controller)
    end,
  },
}
