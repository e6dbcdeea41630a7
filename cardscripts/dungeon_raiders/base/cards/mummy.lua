-- Mummy (DR A10.10): it cannot be defeated (no strength in set.yaml) and it attacks the
-- players with the highest card instead of the lowest.
return {
  targets = function(ctx, fight)
    return fight.highest
  end,
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:wound(seat, card.stats.wounds)
    end
  end,
}
