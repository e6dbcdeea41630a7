-- Cancer (trinket): +1 to your first die roll each turn.
return {
  static {
    stat = "roll",
    applies = function(ctx, s) return s.player == ctx.controller and s.first_die end,
    value = 1,
  },
}
