-- Bob's Brain: each time you declare an attack (before the target is chosen, R-035), roll:
-- 1-2 deal 1 damage to a monster; 3-4 deal 1 damage to a player; 5-6 take 1 damage.
return {
  triggered {
    label = "roll when you declare an attack",
    on = "declare-attack",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      ctx:roll_die("burst")
    end,
  },
  burst = function(ctx, result)
    local me = ctx.controller
    if result <= 2 then
      local ms = ctx:monsters()
      if #ms > 0 then ctx:deal_damage(ctx:choose("Deal 1 damage to which monster?", ctx:labelled(ms)), 1) end
    elseif result <= 4 then
      local living = ctx:living()  -- every player may be dead at that moment
      if #living > 0 then
        ctx:deal_damage(ctx:choose("Deal 1 damage to which player?", ctx:labelled(living)), 1)
      end
    else
      ctx:deal_damage(me, 1)
    end
  end,
}
