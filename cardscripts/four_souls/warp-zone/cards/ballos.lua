-- Ballos!: when it dies, after its rewards are gained, if it had no counters on it, it goes into
-- a monster slot not being attacked with a counter on it (so nobody gains its soul yet). It has
-- +2 attack while it has a counter on it.
local function had_counters(last)
  for name, n in pairs(last and last.counters or {}) do
    if name ~= "damage" and n > 0 then return true end  -- its damage is no counter (FS 10.14)
  end
  return false
end

return {
  static {
    stat = "attack",
    applies = function(ctx, subject)
      return subject == ctx.self and ctx:counters_on(ctx.self) > 0
    end,
    value = 2,
  },
  triggered {
    label = "it died with no counter: it will rise again",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self and not had_counters(ev.last_known) end,
    -- the memory outlives this object: its rewards come once it has left the slot (FS 7.6)
    effect = function(ctx) ctx:remember("rises", ctx:turn(), "ballos") end,
  },
  triggered {
    label = "after its rewards: into a monster slot with a counter",
    on = "rewards-gained",
    condition = function(ctx, ev)
      return ev.object == ctx.self and ctx:recall("rises", "ballos") == ctx:turn()
    end,
    effect = function(ctx)
      ctx:remember("rises", nil, "ballos")
      local slot = ctx:choose_slot("monster", ctx:active())
      local back = slot and ctx:to_slot(ctx.self, slot)
      if back then ctx:add_counters(back, 1) end
    end,
  },
}
