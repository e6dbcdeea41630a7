-- Blessing of Greed: at the start of each turn, the active player gains 3¢.
return {
  triggered {
    label = "the active player gains 3¢",
    on = "turn-start",
    effect = function(ctx, ev) ctx:gain_cents(ev.player, 3) end,
  },
}
