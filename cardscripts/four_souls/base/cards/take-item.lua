-- Pay to Play ($ pay 10¢) and Contract from Below ($ destroy two other items you control):
-- take a non-eternal item from a player of your choice.
--- param cost: table
return {
  activated {
    label = "take a non-eternal item from a player",
    cost = params.cost,
    target = function(ctx) return ctx:labelled(ctx:others_items("non-eternal")) end,
    effect = function(ctx, item)
      ctx:take_item(item, ctx.controller)
    end,
  },
}
