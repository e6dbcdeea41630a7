-- Chaos Card: ↷: destroy this, then (chosen on activation): kill a player or a monster; or
-- destroy an item; or destroy a soul.
local function mode(label, targets, act)
  return activated {
    label = label,
    cost = { tap = true },
    target = targets,
    effect = function(ctx, what)
      ctx:destroy(ctx.self)
      act(ctx, what)
    end,
  }
end
return {
  mode("destroy this, then kill a player or monster", function(ctx)
    return ctx:labelled(ctx:monsters_and_players())
  end, function(ctx, who) ctx:kill(who) end),
  mode("destroy this, then destroy an item", function(ctx)
    local ids = {}
    for _, id in ipairs(ctx:all_items("non-eternal")) do
      if id ~= ctx.self then ids[#ids + 1] = id end
    end
    return ctx:labelled(ids)
  end, function(ctx, item) ctx:destroy(item) end),
  mode("destroy this, then destroy a soul", function(ctx)
    local ids = {}
    for _, p in ipairs(ctx:players()) do
      for _, s in ipairs(ctx:soul_cards(p)) do ids[#ids + 1] = s end
    end
    return ctx:labelled(ids)
  end, function(ctx, soul) ctx:destroy(soul) end),
}
