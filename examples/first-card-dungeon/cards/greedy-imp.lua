-- Greedy Imp: short of its strength, the lowest take 1 wound and pay 2 coins;
-- beaten, the highest gain 2 coins.
--- param coins: count
return {
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:wound(seat, card.stats.wounds)
      ctx:lose_coins(seat, params.coins)
    end
  end,

  defeated = function(ctx, fight)
    for _, seat in ipairs(fight.highest) do
      ctx:gain_coins(seat, params.coins)
    end
  end,
}
