-- Bum-bo is Loose!: at the end of each turn, the active player loses 2¢.
return {
  triggered {
    label = "the active player loses 2¢",
    on = "turn-end",
    effect = function(ctx, ev) ctx:lose_cents(ev.player, 2) end,
  },
}
