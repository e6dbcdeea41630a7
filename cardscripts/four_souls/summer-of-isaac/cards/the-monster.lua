-- The Monster: while this is charged, other players' loot cards and abilities cannot target you
-- or anything you control (static untargetable; what does not target still reaches you).
-- ↷: cancel your attack, if you are attacking, and heal to your full health.
return {
  static {
    label = "while charged, others cannot target you or what you control",
    stat = "untargetable",
    value = 1,
    applies = function(ctx, seat)
      return seat == ctx.controller and not ctx:is_tapped(ctx.self)
    end,
  },
  activated {
    label = "cancel your attack and heal to full health",
    hint = "prevent",
    cost = { tap = true },
    effect = function(ctx)
      local atk = ctx:attacking()
      if atk ~= nil and atk.attacker == ctx.controller then ctx:cancel_attack() end
      ctx:heal(ctx.controller, ctx:max_hp(ctx.controller))
    end,
  },
}
