-- Blood Lust (room): the active player must attack each turn if able; the first attack they
-- declare each turn makes them attack once more this turn.
return {
  triggered {
    label = "you must attack this turn",
    on = "turn-start",
    effect = function(ctx) ctx:must_attack_this_turn() end,
  },
  triggered {
    label = "your first attack: you must attack once more this turn",
    on = "declare-attack",
    condition = function(ctx) return ctx:turn_state("attacks_made") == 1 end,
    effect = function(ctx) ctx:extra_attack("turn") end,
  },
}
