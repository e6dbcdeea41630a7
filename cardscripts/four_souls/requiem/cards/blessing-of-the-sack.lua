-- Blessing of the Sack: rewards are doubled (every reward box, whoever's card it is).
return {
  static {
    stat = "extra_rewards",
    applies = function(ctx, card) return ctx:card(card) ~= nil end,
    value = 1,
  },
}
