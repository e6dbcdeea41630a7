-- Member Card: ↷: look at the top three treasure cards and put them back in any order, then put
-- a shop item into the discard pile. Shop items you buy cost 4¢ less.
return {
  activated {
    label = "arrange the treasure deck, discard a shop item",
    cost = { tap = true },
    effect = function(ctx)
      ctx:arrange("treasure", 3)
      local shop = ctx:shop_items()
      if #shop > 0 then
        ctx:discard(ctx:choose("Put which shop item into the discard pile?", ctx:labelled(shop)))
      end
    end,
  },
  static {
    stat = "shop_cost",
    applies = function(ctx, s) return s.player == ctx.controller and s.shop end,
    value = -4,
  },
}
