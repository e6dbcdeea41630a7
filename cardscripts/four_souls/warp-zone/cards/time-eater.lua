-- Time Eater: Indomitable. At the end of each turn, it gets a counter; when its 12th counter is put
-- on it, a player who controls the most souls (the active player chooses among those tied) wins.
-- Its reward: an extra turn after this one (FS 3.5.2).
return {
  triggered {
    label = "a counter; at 12, the soul leader wins",
    on = "turn-end",
    effect = function(ctx)
      ctx:add_counters(ctx.self, 1)
      if ctx:counters_on(ctx.self) ~= 12 then return end
      local most = lib.most(ctx, ctx.souls)
      local leaders = {}
      for _, seat in ipairs(ctx:each_player()) do
        if ctx:souls(seat) == most then leaders[#leaders + 1] = seat end
      end
      ctx:win(ctx:choose("Time Eater: who wins?", ctx:labelled(leaders), ctx:active()))
    end,
  },
  reward = function(ctx, player) ctx:extra_turn(player) end,
}
