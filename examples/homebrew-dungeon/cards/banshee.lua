-- Banshee: short of her strength, every fighter pays 2 coins and the lowest take 2 wounds;
-- beaten, the highest card takes 3 coins.
return {
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.fighters) do
      ctx:lose_coins(seat, 2)
    end
    for _, seat in ipairs(fight.targets) do
      ctx:wound(seat, 2)
    end
  end,
  defeated = function(ctx, fight)
    for _, seat in ipairs(fight.highest) do
      ctx:gain_coins(seat, 3)
    end
  end,
}
