-- Get Out of Jail Card: until the end of the turn, the other players can't play loot cards or
-- activate items.
return {
  on_play = function(ctx)
    ctx:lock_out_others()
  end,
}
