-- Alabaster Box: at the start of your turn, put a counter on this. When its 2nd counter is put
-- on it, gain 10¢; its 4th, loot 4; its 6th, gain +2 treasure.
return {
  triggered {
    label = "a counter at the start of your turn",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:add_counters(ctx.self, 1) end,
  },
  triggered {
    label = "a payout on the 2nd, 4th and 6th counter",
    on = "counter",
    condition = function(ctx, ev)
      if ev.target ~= ctx.self or ev.name ~= "counters" or (ev.amount or 0) <= 0 then return false end
      local now = ctx:counter(ctx.self, "counters")
      for _, k in ipairs({ 2, 4, 6 }) do
        if now - ev.amount < k and k <= now then return true end
      end
      return false
    end,
    effect = function(ctx, ev)
      local now = ctx:counter(ctx.self, "counters")
      local me = ctx.controller
      if now - ev.amount < 2 and 2 <= now then ctx:gain_cents(me, 10) end
      if now - ev.amount < 4 and 4 <= now then ctx:loot(me, 4) end
      if now - ev.amount < 6 and 6 <= now then ctx:gain_treasure(me, 2) end
    end,
  },
}
