-- Trial by Trolley!: each player votes for 2 different players (FS 10.19, from the active
-- player); each player with the most votes, tied ones included, dies.
return {
  on_reveal = function(ctx)
    local living = ctx:living()
    if #living == 0 then return end
    local most = ctx:vote_leaders("Trial by Trolley!: vote for 2 different players",
      ctx:labelled(living), false, false, 2)
    for _, p in ipairs(most) do ctx:kill(p) end
  end,
}
