-- Red Vise: at the end of the turn, an active player holding 1 loot card or none takes 1 damage.
return {
  triggered {
    label = "a thin hand hurts",
    on = "turn-end",
    condition = function(ctx, ev) return ctx:hand_size(ev.player) <= 1 end,
    effect = function(ctx, ev) ctx:deal_damage(ev.player, 1) end,
  },
}
