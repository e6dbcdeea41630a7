-- Strawberry (bonus soul, FS 11.4): the first active player to roll a 1 three times in one turn
-- gains it. A 1 is the roll's final result (FS 5.2), counted while this waits.
local function ones(ctx)
  if ctx:recall("turn") ~= ctx:turn() then return 0 end
  return ctx:recall("ones") or 0
end

return {
  triggered {
    label = "the active player rolled a 1",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.result == 1 and ev.player == ctx:active() and ctx:zone_of(ctx.self) == "bonus"
    end,
    effect = function(ctx)
      ctx:remember("ones", ones(ctx) + 1)
      ctx:remember("turn", ctx:turn())
    end,
  },
  earned = function(ctx, seat) return seat == ctx:active() and ones(ctx) >= 3 end,
}
