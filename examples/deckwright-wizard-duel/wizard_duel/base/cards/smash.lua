-- Put target item in play into the discard pile.
return {
  target = function(ctx)
    local found = {}
    for _, seat in ipairs(ctx:players()) do
      for _, id in ipairs(ctx:zone(seat .. ".play")) do found[#found + 1] = id end
    end
    return found
  end,
  on_play = function(ctx, target) ctx:move(target, "discard") end,
}
