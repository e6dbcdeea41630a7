-- XIII. Death: a chosen player dies (R-068).
return {
  target = function(ctx)
    return ctx:labelled(ctx:living())
  end,
  on_play = function(ctx, who)
    ctx:kill(who)
  end,
}
