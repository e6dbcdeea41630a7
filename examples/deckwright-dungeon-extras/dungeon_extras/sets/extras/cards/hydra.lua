-- Hydra: short of its strength, the lowest and the highest cards both take 2 wounds.
return {
  targets = function(ctx, fight)
    local hit, seen = {}, {}
    for _, group in ipairs({ fight.lowest, fight.highest }) do
      for _, seat in ipairs(group) do
        if not seen[seat] then
          seen[seat] = true
          hit[#hit + 1] = seat
        end
      end
    end
    return hit
  end,
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:wound(seat, 2)
    end
  end,
}
