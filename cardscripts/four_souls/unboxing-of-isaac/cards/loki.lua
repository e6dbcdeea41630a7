-- Loki: each time the player attacking it rolls an attack roll of 1 (the final result, FS
-- 5.1.2), add 1 monster slot (FS 10.8). "The attacking player" is the one attacking this monster,
-- as on Mom's Hand (base:attack-roll-trigger.lua).
return {
  triggered {
    label = "an attack roll of 1: one more monster slot",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.attack and ev.target == ctx.self and ev.result == 1
    end,
    effect = function(ctx) ctx:expand("monster", 1) end,
  },
}
