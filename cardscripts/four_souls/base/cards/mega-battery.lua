-- Mega Battery: recharge every item a chosen player controls.
return {
  target = function(ctx)
    return ctx:labelled(ctx:players())
  end,
  on_play = function(ctx, who)
    for _, item in ipairs(ctx:items(who)) do
      ctx:recharge(item)
    end
  end,
}
