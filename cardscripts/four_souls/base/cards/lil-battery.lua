-- Lil Battery: recharge an item.
return {
  target = function(ctx)
    return ctx:labelled(ctx:all_items())
  end,
  on_play = function(ctx, item)
    ctx:recharge(item)
  end,
}
