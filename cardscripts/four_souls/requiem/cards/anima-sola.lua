-- Anima Sola // The Revenant: double-sided and eternal; a "side" counter is 1 while The Revenant
-- (the back) is up. Front: ↷: flip this; each time it is flipped to its front, loot 1. Back: it
-- may be attacked (params.attackable_side; its stats are the back's); at 0 health the attacker
-- gains its reward and it heals (eternal, FS 9.10.1), then you flip it and the attacker may
-- attack once more this turn (R-058).
local function back_up(ctx) return ctx:counter(ctx.self, "side") % 2 == 1 end
return {
  activated {
    label = "flip this to The Revenant",
    hint = "now",
    cost = { tap = true },
    condition = function(ctx) return not back_up(ctx) end,
    effect = function(ctx) if not back_up(ctx) then ctx:add_counter(ctx.self, "side", 1) end end,
  },
  triggered {
    label = "flipped to Anima Sola: loot 1",
    on = "counter",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ev.name == "side" and ev.amount < 0
    end,
    effect = function(ctx) ctx:loot(ctx.controller, 1) end,
  },
  triggered {
    label = "The Revenant is beaten: flip it; the attacker may attack again",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      if back_up(ctx) then ctx:add_counter(ctx.self, "side", -1) end
      ctx:extra_attack("may")
    end,
  },
}
