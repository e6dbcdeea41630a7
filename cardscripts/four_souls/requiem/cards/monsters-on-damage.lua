-- Each time this Requiem monster takes damage (params.effect):
--   "another_damage"  the active player chooses another player, who takes 1 damage (Red Ghost)
--   "plum_roll"       the active player rolls: 1-2 they take 1 damage, 3-4 the player to their
--                     left does, 5-6 the player to their right does (Baby Plum)
--   "evasion_down"    it has -1 evasion until the end of the turn (Brownie)
--   "others_damage"   it deals 1 damage to each player other than the active player
--                     (Cursed Dople)
--- param effect: 'another_damage'|'evasion_down'|'others_damage'|'plum_roll'
local E = params.effect
return {
  triggered {
    label = "when it takes damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and ev.amount > 0 end,
    effect = function(ctx)
      if E == "another_damage" then
        ctx:damage_another(1)
      elseif E == "plum_roll" then
        ctx:roll_die("plum", nil, ctx:active())
      elseif E == "evasion_down" then
        ctx:add_effect(ctx.self, "evasion", -1)
      elseif E == "others_damage" then
        ctx:damage_each_player(1, ctx:active())
      end
    end,
  },
  -- Baby Plum's roll, when it resolves
  plum = function(ctx, result)
    local ap = ctx:active()
    local who = ap
    if result >= 5 then
      who = ctx:right_of(ap)
    elseif result >= 3 then
      who = ctx:left_of(ap)
    end
    ctx:deal_damage(who, 1)
  end,
}
