-- Mom's Heels, Mom's Lipstick, Mom's Underwear (Super Isaac 64): you may attack one more time on
-- your turn, and params.bonus:
--   "first-combat-damage"  the first combat damage you would take each turn is prevented
--   "first-attack-roll"    your first attack roll each turn gets +1 (FS 5.2 step 5)
--   "second-attack"        +2 attack during the second attack you declare each turn
--- param bonus: 'first-combat-damage'|'first-attack-roll'|'second-attack'
local B = params.bonus
local abilities = {
  static {
    stat = "attacks",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
}
if B == "first-combat-damage" then
  abilities[#abilities + 1] = replacement {
    label = "prevent the first combat damage you take this turn",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and ev.combat and ev.amount > 0
        and ctx:recall("turn") ~= ctx:turn()
    end,
    apply = function(ctx, ev)
      ctx:remember("turn", ctx:turn())
      return false
    end,
  }
elseif B == "first-attack-roll" then
  abilities[#abilities + 1] = static {
    stat = "roll",
    applies = function(ctx, s) return s.attack and s.first and s.player == ctx.controller end,
    value = 1,
  }
else
  abilities[#abilities + 1] = static {
    stat = "attack",
    applies = function(ctx, seat)
      if seat ~= ctx.controller or ctx:turn_state("attacks_made") ~= 2 then return false end
      local fight = ctx:attacking()
      return fight ~= nil and fight.attacker == seat
    end,
    value = 2,
  }
end
return abilities
