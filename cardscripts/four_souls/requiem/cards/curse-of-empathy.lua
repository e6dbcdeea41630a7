-- Curse of Empathy: each time a monster dies, you discard a loot card and lose 1¢.
return {
  triggered {
    label = "discard a loot card and lose 1¢",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" end,
    effect = function(ctx)
      ctx:discard_loot(ctx.controller, 1)
      ctx:lose_cents(ctx.controller, 1)
    end,
  },
}
