-- Damocles: each time you would gain +N treasure, you gain N+1 instead (a replacement on the
-- gain-treasure event). When you die, before the death penalty, destroy this (FS 7.7.2).
return {
  replacement {
    label = "gain one more treasure",
    on = "gain-treasure",
    condition = function(ctx, ev) return ev.player == ctx.controller and ev.count > 0 end,
    apply = function(ctx, ev)
      ev.count = ev.count + 1
      return ev
    end,
  },
  triggered {
    label = "destroy this",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx) ctx:destroy(ctx.self) end,
  },
}
