-- Trick Penny: shop items cost you 1¢ less; the $ abilities of your items cost 1¢ less (the
-- ability_cost stat). Each time you buy from the shop or the treasure deck, gain 1¢. At the
-- end of your turn, gain 1¢.
return {
  static {
    stat = "shop_cost",
    applies = function(ctx, s) return s.player == ctx.controller and s.shop end,
    value = -1,
  },
  static {
    stat = "ability_cost",
    applies = function(ctx, s) return s.player == ctx.controller and s.item end,
    value = -1,
  },
  triggered {
    label = "gain 1¢ for a purchase",
    on = "purchase",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:gain_cents(ctx.controller, 1) end,
  },
  triggered {
    label = "gain 1¢ at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:gain_cents(ctx.controller, 1) end,
  },
}
