-- Black Market (a room): $ lose 2 health: the active player takes a shop item, unpaid.
return {
  activated {
    label = "take a shop item for 2 health",
    hint = "now",
    cost = { hp = 2 },
    target = function(ctx) return ctx:labelled(ctx:shop_items()) end,
    effect = function(ctx, item) ctx:take_item(item, ctx:active()) end,
  },
}
