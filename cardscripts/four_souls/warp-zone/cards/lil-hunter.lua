-- Lil Hunter: when it enters a monster slot, add a monster slot, and the active player must
-- make one more attack this turn (not at once, FS 6.9.1 a). At the end of the turn it goes into
-- the monster deck with 4 cards above it.
return {
  triggered {
    label = "one more monster slot, and one more attack you must make",
    on = "move",
    condition = function(ctx, ev)
      return ev.result == ctx.self and string.match(ev.to or "", "^monster%.%d+$") ~= nil
    end,
    effect = function(ctx)
      ctx:expand("monster", 1)
      ctx:extra_attack("turn")
    end,
  },
  triggered {
    label = "back into the monster deck",
    on = "turn-end",
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:into_deck(ctx.self, 4) end
    end,
  },
}
