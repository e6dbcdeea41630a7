-- Suicide King (params.loot = 3), Greed's Gullet (params.cents = 8): when you die, before the
-- death penalty (FS 7.7.2, R-068).
--- param cents?: count
--- param loot?: count
return {
  triggered {
    label = "when you die",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx)
      if params.loot then ctx:loot(ctx.controller, params.loot) end
      if params.cents then ctx:gain_cents(ctx.controller, params.cents) end
    end,
  },
}
