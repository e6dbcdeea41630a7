-- Black Heart: choose a player; prevent the next 1 damage they would take this turn. If they
-- die this turn, deal 2 damage to each other living player but you.
return {
  target = function(ctx) return ctx:labelled(ctx:living()) end,
  on_play = function(ctx, who)
    ctx:prevent(who, 1)
    ctx:when_dies(who, "avenge")
  end,
  avenge = function(ctx, dead)
    for _, p in ipairs(ctx:each_living()) do
      if p ~= dead and p ~= ctx.controller then ctx:deal_damage(p, 2) end
    end
  end,
}
