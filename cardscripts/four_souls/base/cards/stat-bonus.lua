-- Passive items that change their controller's numbers (static abilities, FS 9.4):
--   params.hp / params.attack          +n health / attack
--   params.attack_roll                 +n to your attack rolls (applied at FS 5.2 step 5)
--   params.loot_step                   loot n more in your loot step
--   params.loot_plays / params.attacks / params.purchases   more of them on your turn
--   params.discount                    shop items cost you n¢ less
--   params.first_damage                +n attack for your first attack roll each turn
--   params.empty_hand_attack           +n attack while you hold no loot cards (Empty Vessel)
--   params.broke_attack_roll           +n to your attack rolls while you have 0¢ (Empty Vessel)
--- param attack?: integer
--- param attack_roll?: integer
--- param attacks?: integer
--- param broke_attack_roll?: integer
--- param discount?: integer
--- param empty_hand_attack?: integer
--- param first_damage?: integer
--- param hp?: integer
--- param loot_plays?: integer
--- param loot_step?: integer
--- param purchases?: integer
local P = params
local abilities = {}
local function add(stat, applies, value)
  abilities[#abilities + 1] = static { stat = stat, applies = applies, value = value }
end
local function mine(ctx, seat) return seat == ctx.controller end
if P.hp then add("hp", mine, P.hp) end
if P.attack then add("attack", mine, P.attack) end
if P.loot_step then add("loot_step", mine, P.loot_step) end
if P.loot_plays then add("loot_plays", mine, P.loot_plays) end
if P.attacks then add("attacks", mine, P.attacks) end
if P.purchases then add("purchases", mine, P.purchases) end
if P.attack_roll then
  add("roll", function(ctx, s) return s.attack and s.player == ctx.controller end, P.attack_roll)
end
if P.discount then
  add("shop_cost", function(ctx, s) return s.player == ctx.controller and s.shop end, -P.discount)
end
if P.first_damage then
  add("combat_damage", function(ctx, s) return s.player == ctx.controller and s.first end, P.first_damage)
end
if P.empty_hand_attack then
  add("attack", function(ctx, seat)
    return seat == ctx.controller and ctx:hand_size(seat) == 0
  end, P.empty_hand_attack)
end
if P.broke_attack_roll then
  add("roll", function(ctx, s)
    return s.attack and s.player == ctx.controller and ctx:cents(s.player) == 0
  end, P.broke_attack_roll)
end
return abilities
