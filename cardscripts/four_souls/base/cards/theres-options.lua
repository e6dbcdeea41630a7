-- There's Options: one more purchase on your turn; during your turn you may look at the top
-- treasure card (it is shown to you at the start of your turn and after each purchase).
local function look(ctx) ctx:peek("treasure", 1) end
return {
  static {
    stat = "purchases",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
  triggered {
    label = "look at the top treasure card",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = look,
  },
  triggered {
    label = "look at the new top treasure card",
    on = "purchase",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = look,
  },
}
