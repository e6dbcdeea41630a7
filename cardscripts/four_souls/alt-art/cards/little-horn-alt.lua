-- Little Horn (Alt Ability): at the end of each turn in which nobody attacked it, put a counter
-- on it. At the start of each turn it deals as much damage as it has counters, 1 at a time to
-- living players the active player chooses (a divided damage, FS 7.1). Its counters leave play
-- with it: gone before the trigger resolves, it deals nothing. A point of damage is sent only
-- to a player the points sent before it leave above 0 health: the rest would change nothing
-- (README), and a Little Horn left alone for hundreds of turns would ask for each one.
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
      local sent = {}
      for _ = 1, counters do
        local open = {}
        for _, seat in ipairs(ctx:living()) do
          if ctx:hp(seat) > (sent[seat] or 0) then open[#open + 1] = seat end
        end
        if #open == 0 then return end
        local who = ctx:choose("Little Horn deals 1 damage to whom?", ctx:labelled(open), ap)
        sent[who] = (sent[who] or 0) + 1
        ctx:deal_damage(who, 1)
      end
    end,
  },
}
