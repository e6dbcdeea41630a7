-- Haunted!: each time a player gains a soul, they skip their next turn.
return {
  triggered {
    label = "skip your next turn",
    on = "gain-soul",
    effect = function(ctx, ev) ctx:skip_turn(ev.player) end,
  },
}
