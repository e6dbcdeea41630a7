-- Butter Fingers: at the end of each turn, the active player discards a loot card.
return {
  triggered {
    label = "the active player discards a loot card",
    on = "turn-end",
    condition = function(ctx, ev) return ctx:hand_size(ev.player) > 0 end,
    effect = function(ctx, ev) ctx:discard_loot(ev.player, 1) end,
  },
}
