-- Each time this monster takes damage (params.effect):
--   "attack_up" (Dark One, War: +1 attack until the end of the turn), "attacker_damage"
--   (Lust: combat damage to it deals 1 to the attacker), "left_damage_on_6" (Gluttony: combat
--   damage from an attack roll of 6 deals 1 to the player left of the active player),
--   "evasion_every_second" (The Haunt: every second time in a turn, +1 evasion this turn).
--- param effect: 'attack_up'|'attacker_damage'|'evasion_every_second'|'left_damage_on_6'
local E = params.effect
return {
  triggered {
    label = "when it takes damage",
    on = "damage",
    condition = function(ctx, ev)
      if ev.target ~= ctx.self then return false end
      if E == "attacker_damage" then return ev.combat end
      if E == "left_damage_on_6" then return ev.combat and ev.roll == 6 end
      return true
    end,
    effect = function(ctx, ev)
      if E == "attack_up" then
        ctx:add_effect(ctx.self, "attack", 1)
      elseif E == "attacker_damage" then
        local fight = ctx:attacking()
        if fight then ctx:deal_damage(fight.attacker, 1) end
      elseif E == "left_damage_on_6" then
        ctx:deal_damage(ctx:left_of(ctx:active()), 1)
      elseif E == "evasion_every_second" then
        local key = "hits:" .. ctx:turn()
        local n = (ctx:recall(key) or 0) + 1
        ctx:remember(key, n)
        if n % 2 == 0 then ctx:add_effect(ctx.self, "evasion", 1) end
      end
    end,
  },
}
