-- All Hallow's Eve: players can't gain souls (every player, whoever's turn it is).
return {
  static {
    stat = "no_souls",
    applies = function(ctx, seat) return ctx:exists(seat) end,
    value = 1,
  },
}
