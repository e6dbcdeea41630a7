-- Pitfall!: cancel everything that has not resolved and end the turn.
return {
  on_reveal = function(ctx) ctx:end_turn(true) end,
}
