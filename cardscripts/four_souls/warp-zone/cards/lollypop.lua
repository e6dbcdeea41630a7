-- Lollypop: each time you gain a killed monster's rewards, choose another player: they gain
-- those rewards too. Each time another player gains a killed monster's rewards, you gain half
-- of each of them, rounded down; for a rolled reward ("roll: cents"), half of a roll of your own.
local function half(ctx, card)
  local reward = ctx:card(card).stats.reward or {}
  local me = ctx.controller
  if (reward.cents or 0) >= 2 then ctx:gain_cents(me, reward.cents // 2) end
  if (reward.loot or 0) >= 2 then ctx:loot(me, reward.loot // 2) end
  if (reward.treasure or 0) >= 2 then ctx:gain_treasure(me, reward.treasure // 2) end
  if reward.roll then
    local got = ctx:roll(me) // 2
    if got > 0 and reward.roll == "cents" then ctx:gain_cents(me, got)
    elseif got > 0 then ctx:loot(me, got) end
  end
end
return {
  triggered {
    label = "you gained a monster's rewards: another player gains them too",
    on = "rewards-gained",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and #ctx:others(ctx.controller) > 0
    end,
    effect = function(ctx, ev)
      local others = ctx:labelled(ctx:others(ctx.controller))
      ctx:gain_rewards(ctx:choose("Who gains these rewards too?", others), ev.card)
    end,
  },
  triggered {
    label = "another player gained a monster's rewards: gain half of them",
    on = "rewards-gained",
    condition = function(ctx, ev) return ev.player ~= ctx.controller end,
    effect = function(ctx, ev) half(ctx, ev.card) end,
  },
}
