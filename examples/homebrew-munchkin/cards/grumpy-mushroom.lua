-- Grumpy Mushroom: +3 against Elves. Bad Stuff: lose a level.
return {
  -- a query: what the monster adds to its level in this fight
  strength = function(ctx)
    for _, seat in ipairs(ctx:fighters()) do
      if ctx:suffers_as(seat, "elf") then
        return 3
      end
    end
    return 0
  end,

  -- an effect: what happens to a player who fails to run away
  bad_stuff = function(ctx, seat)
    ctx:lose_levels(seat, 1)
  end,
}
