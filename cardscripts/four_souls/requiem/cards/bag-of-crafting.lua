-- Bag of Crafting: $ discard a loot card: put a counter on this. $ remove 4 counters: +1 treasure.
return {
  activated {
    label = "discard a loot card: put a counter on this",
    hint = "now",
    cost = { discard = 1 },
    effect = lib.put_counter,
  },
  activated {
    label = "remove 4 counters: gain +1 treasure",
    hint = "now",
    cost = { counters = 4 },
    effect = function(ctx) ctx:gain_treasure(ctx.controller, 1) end,
  },
}
