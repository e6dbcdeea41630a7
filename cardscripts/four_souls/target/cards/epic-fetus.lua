-- Epic Fetus!: ↷: 1 damage to a monster (the target), 1 to a player chosen as it resolves, and
-- 1 to you.
return {
  activated {
    label = "1 damage to a monster, a player and you",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:monsters()) end,
    effect = function(ctx, monster)
      ctx:deal_damage(monster, 1)
      local living = ctx:living()
      if #living > 0 then
        ctx:deal_damage(ctx:choose("Deal 1 damage to which player?", ctx:labelled(living)), 1)
      end
      ctx:deal_damage(ctx.controller, 1)
    end,
  },
}
