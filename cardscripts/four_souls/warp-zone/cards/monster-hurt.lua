-- A Warp Zone monster that answers damage (params.effect):
--   "random_damage"     each time it takes damage, it deals 1 damage to a living player chosen
--                       at random (Leatherneck)
--   "monsters_evasion"  each time any monster takes damage, every monster gets +1 evasion until
--                       the end of the turn (Death Trapper)
--- param effect: 'monsters_evasion'|'random_damage'
local E = params.effect
return {
  triggered {
    label = E == "random_damage" and "it took damage: 1 damage to a random player"
      or "a monster took damage: monsters +1 evasion this turn",
    on = "damage",
    condition = function(ctx, ev)
      if (ev.result or 0) <= 0 then return false end
      if E == "random_damage" then return ev.target == ctx.self end
      return ev.target == ctx.self or ctx:is_other_monster(ev.target)
    end,
    effect = function(ctx)
      if E == "random_damage" then
        local who = lib.pick_random(ctx:living())
        if who then ctx:deal_damage(who, 1) end
      else
        ctx:add_effect("monsters", "evasion", 1)
      end
    end,
  },
}
