-- Athame: $ discard a loot card: choose a player; they discard 2 loot cards of their choice.
return {
  activated {
    label = "discard a loot card: a player discards 2",
    cost = { discard = 1 },
    target = function(ctx) return ctx:labelled(ctx:players()) end,
    effect = function(ctx, who) ctx:discard_loot(who, 2) end,
  },
}
