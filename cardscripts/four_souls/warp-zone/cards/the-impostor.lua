-- The Impostor!: the first time a player dies each turn (while it is in play), each living
-- player votes for a living player; each one with the most votes, tied ones included, dies
-- (FS 10.19).
return {
  triggered {
    label = "a player died: vote for who dies next",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ctx:recall("turn") ~= ctx:turn()
    end,
    effect = function(ctx)
      if ctx:recall("turn") == ctx:turn() then return end  -- two deaths at once: one vote
      ctx:remember("turn", ctx:turn())
      local living = ctx:living()
      if #living == 0 then return end
      local most = ctx:vote_leaders("The Impostor!: who is the impostor?", ctx:labelled(living),
        true)
      for _, p in ipairs(most) do ctx:kill(p) end
    end,
  },
}
