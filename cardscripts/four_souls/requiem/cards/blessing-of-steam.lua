-- Blessing of Steam: shop items cost the active player 5¢ less.
return {
  static {
    stat = "shop_cost",
    applies = function(ctx, s) return s.player == ctx:active() and s.shop end,
    value = -5,
  },
}
