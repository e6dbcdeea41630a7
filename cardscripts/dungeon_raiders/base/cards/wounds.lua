-- A boss that attacks like a monster: every attacked player takes the card's wounds.
-- Shared by the Wolf Pack, the Necromancer and the Mega Dragon. What sets them apart is
-- printed in set.yaml: the item that lets a player run away (stats.escape) and, for the
-- Mega Dragon, no strength at all (it cannot be defeated).
return {
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:wound(seat, card.stats.wounds)
    end
  end,
}
