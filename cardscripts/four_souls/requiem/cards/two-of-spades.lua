-- Two of Spades: choose another player; loot as many cards as they hold.
return {
  target = function(ctx) return ctx:labelled(ctx:others(ctx.controller)) end,
  on_play = function(ctx, who)
    local n = ctx:hand_size(who)
    if n > 0 then ctx:loot(ctx.controller, n) end
  end,
}
