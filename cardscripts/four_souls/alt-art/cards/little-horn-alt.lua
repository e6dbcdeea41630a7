-- Little Horn (Alt Ability): at the end of each turn in which nobody attacked it, put a counter
-- on it. At the start of each turn it deals as much damage as it has counters, 1 at a time to
-- living players the active player chooses (a divided damage, FS 7.1). Its counters leave play
-- with it: gone before the trigger resolves, it deals nothing.
local function _attacked(ctx)
  for _, target in ipairs(ctx:turn_state("attacked") or {}) do
    if target == ctx.self then return true end
  end
  return false
end

return {
  triggered {
    label = "not attacked this turn: put a counter on it",
    on = "turn-end",
    condition = function(ctx) return not _attacked(ctx) end,
    effect = lib.put_counter,
  },
  triggered {
    label = "deal its counters in damage among the players",
    on = "turn-start",
    condition = function(ctx) return ctx:counter(ctx.self, "counters") > 0 end,
    effect = function(ctx)
      local ap = ctx:active()
      local counters = ctx:exists(ctx.self) and ctx:counter(ctx.self, "counters") or 0
      for _ = 1, counters do
        local living = ctx:living()
        if #living == 0 then return end
        ctx:deal_damage(ctx:choose("Little Horn deals 1 damage to whom?", ctx:labelled(living), ap), 1)
      end
    end,
  },
}
