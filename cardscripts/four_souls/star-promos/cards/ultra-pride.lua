-- Ultra Pride: each time a player dies, it gets 2 counters; it has +1 attack per counter. While it
-- has 6 or more, the active player must attack it once each turn if able (FS 6.9). Its reward
-- box (loot 1) is gained once per counter it had as it died (reward_per_counter).
local function demands(ctx)
  if ctx:counters_on(ctx.self) >= 6 then ctx:must_attack(ctx.self) end
end

return {
  triggered {
    label = "a player died: 2 counters",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" end,
    effect = function(ctx)
      ctx:add_counters(ctx.self, 2)
      if not ctx:is_dead(ctx:active()) then demands(ctx) end
    end,
  },
  triggered {
    label = "6 counters: it must be attacked this turn",
    on = "turn-start",
    condition = function(ctx) return ctx:counters_on(ctx.self) >= 6 end,
    effect = demands,
  },
  static {
    stat = "attack",
    applies = function(ctx, subject) return subject == ctx.self end,
    value = function(ctx) return ctx:counters_on(ctx.self) end,
  },
}
