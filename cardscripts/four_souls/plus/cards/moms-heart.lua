-- Mom's Heart!: when a player gains it as a soul, the active player chooses a player with the
-- most souls (soul value, FS 11.1.4), or one of those tied for the most; that player wins the
-- game (R-136). It triggers as the card leaves the monster's death zone for a soul area.
return {
  triggered {
    label = "the player with the most souls wins",
    on = "move",
    condition = function(ctx, ev)
      return ev.object == ctx.self and type(ev.to) == "string" and ev.to:match("%.souls$") ~= nil
    end,
    effect = function(ctx)
      local best, most = {}, -1
      for _, p in ipairs(ctx:players()) do
        local n = ctx:souls(p)
        if n > most then
          best, most = { p }, n
        elseif n == most then
          best[#best + 1] = p
        end
      end
      local winner = best[1]
      if #best > 1 then
        winner = ctx:choose("Who wins the game?", ctx:labelled(best), ctx:active())
      end
      ctx:win(winner)
    end,
  },
}
