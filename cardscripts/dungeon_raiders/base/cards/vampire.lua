-- Vampire (DR A10.4): each attacked player takes wounds and loses coins.
return {
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:wound(seat, card.stats.wounds)
      ctx:lose_coins(seat, card.stats.coins)
    end
  end,
}
