-- Alabaster Box: at the start of your turn, put a counter on this. When its 2nd counter is put
-- on it, gain 10¢; its 4th, loot 4; its 6th, gain +2 treasure.
return {
  triggered {
    label = "a counter at the start of your turn",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = lib.put_counter,
  },
  triggered {
    label = "a payout on the 2nd, 4th and 6th counter",
    on = "counter",
    condition = function(ctx, ev)
      local added = ev.result or ev.amount or 0
      if ev.target ~= ctx.self or ev.name ~= "counters" or added <= 0 then return false end
      local now = ctx:counter(ctx.self, "counters")
      for _, k in ipairs({ 2, 4, 6 }) do
        if now - added < k and k <= now then return true end
      end
      return false
    end,
    effect = function(ctx, ev)
      local added = ev.result or ev.amount or 0
      local before, me = ctx:counter(ctx.self, "counters") - added, ctx.controller
      local function reached(k) return before < k and k <= before + added end
      if reached(2) then ctx:gain_cents(me, 10) end
      if reached(4) then ctx:loot(me, 4) end
      if reached(6) then ctx:gain_treasure(me, 2) end
    end,
  },
}
