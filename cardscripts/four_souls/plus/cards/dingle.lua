-- Dingle: each time the active player deals damage to it (their attack, or a card they
-- control), they roll. 1-2: they take 1 damage. 3-4: each player takes 1 damage. 5-6: it
-- takes 1 more damage (its own, which rolls nothing).
return {
  triggered {
    label = "the active player rolls when they damage it",
    on = "damage",
    condition = function(ctx, ev)
      if ev.target ~= ctx.self or (ev.result or 0) <= 0 then return false end
      local ap = ctx:active()
      return ev.source == ap or (ev.source ~= nil and ev.source ~= ctx.self
                                 and ctx:controller_of(ev.source) == ap)
    end,
    effect = function(ctx) ctx:roll_die("dangle", nil, ctx:active()) end,
  },
  dangle = function(ctx, result)
    if result <= 2 then
      ctx:deal_damage(ctx:active(), 1)
    elseif result <= 4 then
      ctx:damage_each_player(1)
    elseif ctx:exists(ctx.self) then
      ctx:deal_damage(ctx.self, 1)
    end
  end,
}
