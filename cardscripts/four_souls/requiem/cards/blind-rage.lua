-- Blind Rage: the active player must attack the monster deck once each turn, if able. The
-- attack is one of their own (no attack is added).
return {
  triggered {
    label = "you must attack the monster deck this turn",
    on = "turn-start",
    effect = function(ctx) ctx:must_attack_deck(1, false) end,
  },
}
