-- More Options: at the start of your turn, you may look at the top 2 treasure cards; you may
-- purchase one more time on your turn.
return {
  triggered {
    label = "look at the top 2 treasure cards",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      if ctx:confirm("Look at the top 2 cards of the treasure deck?") then
        ctx:peek("treasure", 2)
      end
    end,
  },
  static {
    stat = "purchases",
    applies = function(ctx, seat) return seat == ctx.controller and ctx:is_active(seat) end,
    value = 1,
  },
}
