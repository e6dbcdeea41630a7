-- Planetarium: at the start of each turn, the active player may gain +1 treasure.
return {
  triggered {
    label = "you may gain +1 treasure",
    on = "turn-start",
    effect = function(ctx, ev)
      if ctx:confirm("Gain +1 treasure?", ev.player) then ctx:gain_treasure(ev.player, 1) end
    end,
  },
}
