-- Charmed enemies (FS 1.15.5 c): when this dies, after its rewards are gained, the active
-- player chooses ANOTHER player, who gets params.gift:
--   cents = n, loot = n, treasure = n, recharge = true (they recharge an item they control),
--   roll_cents = true (they roll and gain that many ¢).
-- Some also have a second ability (params.also):
--   "six_damage"     each attack roll of 6 against it: the attacker deals 1 damage to a player
--   "combat_discard" each time it deals combat damage to a player, that player discards a loot
--   "combat_lose"    each time it deals combat damage to a player, that player loses params.lose¢
--   "miss_heal"      each missed attack roll against it: it heals 1
--- param also?: 'combat_discard'|'combat_lose'|'miss_heal'|'six_damage'
--- param gift: table
--- param lose?: count
local G = params.gift

local function gift(ctx, who)
  if G.cents then ctx:gain_cents(who, G.cents) end
  if G.loot then ctx:loot(who, G.loot) end
  if G.treasure then ctx:gain_treasure(who, G.treasure) end
  if G.recharge then
    local tapped = ctx:items(who, "tapped")
    if #tapped > 0 then
      ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped), who))
    end
  end
  if G.roll_cents then ctx:roll_die("roll_gift", who, who) end
end

local abilities = {
  triggered {
    label = "charmed: another player benefits",
    on = "rewards-gained",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    effect = function(ctx)
      local others = ctx:others(ctx:active())
      if #others == 0 then return end
      gift(ctx, ctx:choose("Which other player benefits?", ctx:labelled(others), ctx:active()))
    end,
  },
  roll_gift = function(ctx, result, who) ctx:gain_cents(who, result) end,
}

local A = params.also
if A == "six_damage" then
  abilities[#abilities + 1] = triggered {
    label = "on an attack roll of 6, deal 1 damage to a player",
    on = "roll-result",
    condition = function(ctx, ev) return ev.attack and ev.target == ctx.self and ev.result == 6 end,
    effect = function(ctx, ev)
      local living = ctx:living()
      if #living > 0 then
        ctx:deal_damage(ctx:choose("Deal 1 damage to which player?", ctx:labelled(living), ev.player), 1)
      end
    end,
  }
elseif A == "combat_discard" or A == "combat_lose" then
  abilities[#abilities + 1] = triggered {
    label = "when it deals combat damage to a player",
    on = "damage",
    condition = function(ctx, ev) return ev.source == ctx.self and ev.combat and ev.player ~= nil end,
    effect = function(ctx, ev)
      if A == "combat_discard" then ctx:discard_loot(ev.player, 1) else ctx:lose_cents(ev.player, params.lose) end
    end,
  }
elseif A == "miss_heal" then
  abilities[#abilities + 1] = triggered {
    label = "heal 1 on a missed attack roll",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.target == ctx.self and not ev.hit end,
    effect = function(ctx) ctx:heal(ctx.self, 1) end,
  }
end
return abilities
