-- Gold Key: until the end of the turn, the active player may attack the monster deck any number
-- of times.
return {
  on_play = function(ctx)
    ctx:deck_attacks_any()
  end,
}
