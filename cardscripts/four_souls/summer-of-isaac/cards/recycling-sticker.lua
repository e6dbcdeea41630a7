-- Recycling Sticker (trinket): shop items you buy cost 1¢ less. You may buy the top card of the
-- treasure discard as if it were a shop item (plugins/four_souls/shop.py), at a shop item's
-- price, so 1¢ less too.
return {
  static {
    stat = "shop_cost",
    applies = function(ctx, s) return s.player == ctx.controller and s.shop end,
    value = -1,
  },
  static {
    stat = "buys_from_discard",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
}
