-- Globin: each time damage brings it down to 1 health, the active player rolls:
-- 1-4 it takes 1 damage, 5-6 it heals 2.
return {
  triggered {
    label = "roll when it reaches 1 health",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.self and (ev.result or 0) > 0 and ctx:hp(ctx.self) == 1
    end,
    effect = function(ctx) ctx:roll_die("wobble", nil, ctx:active()) end,
  },
  wobble = function(ctx, result)
    if not ctx:exists(ctx.self) then return end
    if result <= 4 then
      ctx:deal_damage(ctx.self, 1)
    else
      ctx:heal(ctx.self, 2)
    end
  end,
}
