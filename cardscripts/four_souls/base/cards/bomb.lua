-- Bomb! / Gold Bomb!!: deal params.damage damage to a monster or a player of your choice.
return {
  target = function(ctx)
    local ids = ctx:monsters()
    for _, p in ipairs(ctx:living()) do ids[#ids + 1] = p end
    return ctx:labelled(ids)
  end,
  on_play = function(ctx, who)
    ctx:deal_damage(who, params.damage)
  end,
}
