-- Pity for the Poor: the players with the fewest souls (or tied) buy shop items for 0¢ on
-- their turn (a price never drops below 0, so taking off more than any price makes it 0).
return {
  static {
    stat = "shop_cost",
    applies = function(ctx, s)
      return s.shop and s.player == ctx:active() and lib.has_fewest(ctx, s.player, ctx.souls)
    end,
    value = -1000,
  },
}
