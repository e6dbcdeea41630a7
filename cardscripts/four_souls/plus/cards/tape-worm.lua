-- Tape Worm (trinket): each time you miss with an attack roll, deal 1 damage to another player.
return {
  triggered {
    label = "a miss: 1 damage to another player",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.player == ctx.controller and not ev.hit end,
    effect = function(ctx)
      ctx:damage_another(1)
    end,
  },
}
