-- Gorgon: short of her strength, the lowest cards lose 3 coins; beaten, the highest gain 2.
-- `fight` tells who fought and with what: `deckwright api dungeon-raiders` lists its fields.
return {
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:lose_coins(seat, 3)
    end
  end,
  defeated = function(ctx, fight)
    for _, seat in ipairs(fight.highest) do
      ctx:gain_coins(seat, 2)
      print(seat .. " takes the Gorgon's coins")  -- narrated; see `deckwright test --show .`
    end
  end,
}
