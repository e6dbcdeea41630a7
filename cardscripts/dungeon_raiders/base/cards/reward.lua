-- Sphinx and Minotaur (DR A10.5): the attacked players take wounds, and the players with the
-- highest card each gain stats.reward coins, unless every card was the same.
-- When the reward is paid is the game option boss_reward: "on-attack" (the default: only
-- when the boss wins), "on-defeat" (only when it is beaten) or "always".
local function pay(ctx, fight)
  if fight.all_equal then
    return
  end
  for _, seat in ipairs(fight.highest) do
    ctx:gain_coins(seat, card.stats.reward)
  end
end

return {
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:wound(seat, card.stats.wounds)
    end
    if ctx:option("boss_reward") ~= "on-defeat" then
      pay(ctx, fight)
    end
  end,
  defeated = function(ctx, fight)
    if ctx:option("boss_reward") ~= "on-attack" then
      pay(ctx, fight)
    end
  end,
}
