-- Pink Eye (trinket): each time you take combat damage on an attack roll of 1, deal 1 damage
-- to the monster or player that dealt it.
return {
  triggered {
    label = "hit back on a 1",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and ev.combat and ev.roll == 1 and ev.amount > 0
        and ev.source ~= nil and ev.source ~= ctx.controller
    end,
    effect = function(ctx, ev)
      if ctx:exists(ev.source) then ctx:deal_damage(ev.source, 1) end
    end,
  },
}
