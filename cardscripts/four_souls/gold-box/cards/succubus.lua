-- Succubus: $ pay 3¢: you may play up to 2 more loot cards this turn.
return {
  activated {
    label = "pay 3¢: two more loot plays",
    cost = { cents = 3 },
    effect = function(ctx) ctx:add_loot_plays(ctx.controller, 2) end,
  },
}
