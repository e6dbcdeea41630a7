-- Medusa (DR A10.3): the players she attacks are turned to stone: knocked out, they cannot
-- win. If that leaves nobody standing, the game ends and everyone loses.
return {
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      ctx:knock_out(seat, "medusa")
    end
  end,
}
