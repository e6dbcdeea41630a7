-- Head Trauma: the active player discards 2 loot cards.
return {
  on_reveal = function(ctx) ctx:discard_loot(ctx:active(), 2) end,
}
