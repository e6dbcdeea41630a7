-- Floor Spikes: each time a player rolls a 1, they take 1 damage.
return {
  triggered {
    label = "a 1 hurts",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 1 end,
    effect = function(ctx, ev) ctx:deal_damage(ev.player, 1) end,
  },
}
