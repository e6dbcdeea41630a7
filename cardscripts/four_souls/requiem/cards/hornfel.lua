-- Hornfel: when it would deal combat damage to the active player, that damage is prevented
-- and it deals 1 damage to a random living player instead (the active player may be picked).
return {
  replacement {
    label = "prevent it; 1 damage to a random player",
    on = "damage",
    condition = function(ctx, ev)
      return ev.source == ctx.self and ev.combat and ev.target == ctx:active() and ev.amount > 0
    end,
    apply = function(ctx, ev)
      local who = lib.pick_random(ctx:living())
      if who then ctx:deal_damage(who, 1) end
      return false
    end,
  },
}
