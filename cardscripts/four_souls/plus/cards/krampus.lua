-- Krampus: each turn the active player must attack it once if able (FS 6.9): from the start
-- of each turn, and at once when it is revealed during a turn.
local function must(ctx) ctx:must_attack(ctx.self) end
return {
  triggered {
    label = "you must attack Krampus this turn",
    on = "turn-start",
    effect = must,
  },
  triggered {
    label = "you must attack Krampus this turn",
    on = "move",
    condition = function(ctx, ev) return ev.result == ctx.self end,
    effect = must,
  },
}
