-- Something happens on an attack roll against this monster (FS 5.1.2); params.rolls lists
-- {roll = n, effect = ..., amount = n}:
--   "evasion_up"       it has +amount evasion until the end of the turn (Imp)
--   "attacker_damage"  the attacker takes amount damage (Steven)
--   "end_turn"         cancel everything on the stack and end the turn (Steven)
--- param rolls: list
local abilities = {}
for _, rule in ipairs(params.rolls) do
  abilities[#abilities + 1] = triggered {
    label = "on an attack roll of " .. rule.roll,
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.attack and ev.target == ctx.self and ev.result == rule.roll
    end,
    effect = function(ctx, ev)
      if rule.effect == "evasion_up" then
        ctx:add_effect(ctx.self, "evasion", rule.amount)
      elseif rule.effect == "attacker_damage" then
        ctx:deal_damage(ev.player, rule.amount)
      elseif rule.effect == "end_turn" then
        ctx:end_turn(true)
      end
    end,
  }
end
return abilities
