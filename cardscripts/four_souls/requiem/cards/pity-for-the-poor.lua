-- Pity for the Poor: the players with the fewest souls (or tied) buy shop items for 0¢ on
-- their turn (a price never drops below 0, so taking off more than any price makes it 0).
local function poorest(ctx, seat)
  local mine = ctx:souls(seat)
  for _, other in ipairs(ctx:players()) do
    if ctx:souls(other) < mine then return false end
  end
  return true
end

return {
  static {
    stat = "shop_cost",
    applies = function(ctx, s)
      return s.shop and s.player == ctx:active() and poorest(ctx, s.player)
    end,
    value = -1000,
  },
}
