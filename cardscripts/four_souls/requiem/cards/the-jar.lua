-- The Jar: $ pay 4¢: choose a player or monster; prevent the next 1 damage it would take this
-- turn.
return {
  activated {
    label = "pay 4¢: prevent 1 damage",
    hint = "prevent",
    cost = { cents = 4 },
    target = function(ctx) return ctx:labelled(ctx:players_and_monsters()) end,
    effect = function(ctx, who) ctx:prevent(who, 1) end,
  },
}
