-- Dark Arts: each time any player rolls a 6, gain 2¢. Each time another player dies, loot 1.
return {
  triggered {
    label = "a 6 is rolled: gain 2¢",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 6 end,
    effect = function(ctx) ctx:gain_cents(ctx.controller, 2) end,
  },
  triggered {
    label = "another player dies: loot 1",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ev.player ~= ctx.controller
    end,
    effect = function(ctx) ctx:loot(ctx.controller, 1) end,
  },
}
