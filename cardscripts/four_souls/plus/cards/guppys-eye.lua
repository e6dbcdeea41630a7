-- Guppy's Eye: each other player plays with their hand revealed (to every player).
return {
  static {
    stat = "hand_revealed",
    applies = function(ctx, seat) return ctx.controller ~= nil and seat ~= ctx.controller end,
    value = 1,
  },
}
