-- Taxman (DR A10.2): the players it attacks pay coins instead of taking wounds.
return {
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:lose_coins(seat, card.stats.coins)
    end
  end,
}
