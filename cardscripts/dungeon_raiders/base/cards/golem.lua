-- Golem (DR A10.9): it cannot be defeated (no strength in set.yaml), and in its room every
-- power 5 and every sword counts as a 1, which decides who is lowest.
return {
  counts = function(ctx, seat, played, value)
    if played == "power-5" or played == "sword" then
      return 1
    end
    return value
  end,
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:wound(seat, card.stats.wounds)
    end
  end,
}
