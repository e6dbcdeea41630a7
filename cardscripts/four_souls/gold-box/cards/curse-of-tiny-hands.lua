-- Curse of Tiny Hands: your hand limit is params.hand_size (the game's 10 lowered to it).
--- param hand_size: count
return {
  static {
    stat = "hand_size",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = params.hand_size - 10,
  },
}
