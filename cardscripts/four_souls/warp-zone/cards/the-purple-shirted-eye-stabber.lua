-- The Purple-Shirted Eye Stabber: at the end of each turn, if the active player played a loot
-- card this turn, it deals them 1 damage.
return {
  triggered {
    label = "you played loot this turn: 1 damage",
    on = "turn-end",
    condition = function(ctx, ev) return ctx:done_this_turn(ev.player, "loot") > 0 end,
    effect = function(ctx, ev) ctx:deal_damage(ev.player, 1) end,
  },
}
