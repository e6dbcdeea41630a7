-- Henry: when an attack roll against it misses, the attack is cancelled and Henry goes to the
-- bottom of the monster deck (its slot refills as usual, FS 10.8).
return {
  triggered {
    label = "a miss: cancel the attack, Henry to the bottom of the monster deck",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.target == ctx.self and not ev.hit end,
    effect = function(ctx)
      ctx:cancel_attack()
      if ctx:exists(ctx.self) then ctx:to_deck_bottom(ctx.self) end
    end,
  },
}
