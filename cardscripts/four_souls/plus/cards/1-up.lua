-- 1-Up: when you would die on your turn, destroy this. If you do, prevent that death, heal
-- fully and cancel your attack (R-049); you may attack an additional time this turn.
return {
  triggered {
    label = "1-Up: survive and attack again",
    on = "death-pending",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:is_active(ctx.controller)
    end,
    effect = function(ctx)
      local me = ctx.controller
      if not ctx:destroy(ctx.self) then return end
      ctx:prevent_death(me)
      ctx:heal(me, ctx:max_hp(me))
      local fight = ctx:attacking()
      if fight ~= nil and fight.attacker == me then ctx:cancel_attack() end
      ctx:extra_attack("may")
    end,
  },
}
