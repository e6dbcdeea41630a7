-- Hunky Boys: +1 health while it is not your turn.
return {
  static {
    label = "+1 health while it is not your turn",
    stat = "hp",
    applies = function(ctx, seat) return seat == ctx.controller and not ctx:is_active(seat) end,
    value = 1,
  },
}
