-- Cambion Conception: each time you take damage, put that many counters on this; when it has
-- 6 or more, remove 6 and gain +1 treasure.
return {
  triggered {
    label = "counters for damage taken",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller end,
    effect = function(ctx, ev)
      if not ctx:exists(ctx.self) then return end
      ctx:add_counter(ctx.self, "counters", ev.amount)
      if ctx:counters_on(ctx.self) >= 6 then    -- level counters count too (R-097)
        ctx:remove_counters(ctx.self, 6)
        ctx:gain_treasure(ctx.controller, 1)
      end
    end,
  },
}
