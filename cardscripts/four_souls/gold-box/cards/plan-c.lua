-- Plan C: ↷: destroy this; if you do, kill a monster, and at the end of the turn kill every
-- player (a delayed trigger: this is gone by then). A copy that cannot destroy its source does
-- nothing (R-094).
return {
  activated {
    label = "destroy this: kill a monster (everyone dies at the end of the turn)",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:monsters()) end,
    effect = function(ctx, monster)
      if not ctx:destroy(ctx.self) then return end
      ctx:kill(monster)
      ctx:at_end_of_turn("everyone_dies")
    end,
  },
  everyone_dies = function(ctx)
    for _, p in ipairs(ctx:each_living()) do ctx:kill(p) end
  end,
}
