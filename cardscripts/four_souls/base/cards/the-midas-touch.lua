-- The Midas Touch: each time a monster dies, gain 3¢.
return {
  triggered {
    label = "gain 3¢",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" end,
    effect = function(ctx)
      ctx:gain_cents(ctx.controller, 3)
    end,
  },
}
