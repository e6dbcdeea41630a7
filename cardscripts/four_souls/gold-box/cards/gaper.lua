-- Gaper: when an attack roll of 6 kills it, the active player must attack the monster deck
-- one more time this turn (FS 6.9).
return {
  triggered {
    label = "killed by a 6: attack the monster deck",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self and ev.combat and ev.roll == 6 end,
    effect = function(ctx)
      ctx:must_attack_deck(ctx:turn_state("deck_attacks") + 1)
    end,
  },
}
