-- Mega Fatty (Alt Ability): each time any player rolls a 1 (FS 5.1.2, R-030), it has +2 health
-- until the end of the turn.
return {
  triggered {
    label = "a 1 was rolled: +2 health this turn",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 1 end,
    effect = function(ctx) ctx:add_effect(ctx.self, "hp", 2) end,
  },
}
