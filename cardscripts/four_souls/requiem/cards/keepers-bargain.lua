-- Keeper's Bargain: ↷: each other player may gain 1¢; you gain 1¢ plus 1¢ for each who did.
-- Shop items cost you 3¢ less.
return {
  activated {
    label = "a bargain: others may take 1¢, you take 1¢ more for each",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      local takers = 0
      for _, seat in ipairs(ctx:others(ctx.controller)) do
        if ctx:confirm("Gain 1¢ (Keeper's Bargain)?", seat) then
          ctx:gain_cents(seat, 1)
          takers = takers + 1
        end
      end
      ctx:gain_cents(ctx.controller, 1 + takers)
    end,
  },
  static {
    stat = "shop_cost",
    applies = function(ctx, s) return s.player == ctx.controller and s.shop end,
    value = -3,
  },
}
