-- A Dead Horse: each time it would take damage, the damage is prevented and the active player
-- rolls: 1-2: cancel an attack on it; 3-6: they gain 3¢.
return {
  replacement {
    label = "no damage; the active player rolls",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and ev.amount > 0 end,
    apply = function(ctx)
      ctx:roll_die("beaten", nil, ctx:active())
      return false
    end,
  },
  beaten = function(ctx, result)
    if result <= 2 then
      local fight = ctx:attacking()
      if fight and fight.target == ctx.self then ctx:cancel_attack() end
    else
      ctx:gain_cents(ctx:active(), 3)
    end
  end,
}
