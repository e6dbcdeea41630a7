-- VIII. Justice: choose a player; loot until your hand is as big as theirs, and gain ¢ until
-- you have as many as they do.
return {
  target = function(ctx)
    return ctx:labelled(ctx:others(ctx.controller))
  end,
  on_play = function(ctx, who)
    local me = ctx.controller
    local short = ctx:hand_size(who) - ctx:hand_size(me)
    if short > 0 then ctx:loot(me, short) end
    local poor = ctx:cents(who) - ctx:cents(me)
    if poor > 0 then ctx:gain_cents(me, poor) end
  end,
}
