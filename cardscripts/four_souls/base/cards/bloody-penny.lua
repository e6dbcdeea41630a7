-- Bloody Penny: each time a player dies, before the death penalty, loot 1 (FS 7.7.2, R-068).
return {
  triggered {
    label = "loot 1 when a player dies",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" end,
    effect = function(ctx)
      ctx:loot(ctx.controller, 1)
    end,
  },
}
