-- Birthday Cake: as your turn starts, choose any number of players; each of them loots 1, in
-- turn order from you (FS 10.11.1).
return {
  triggered {
    label = "players of your choice loot 1",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local chosen = ctx:choose_many("Birthday Cake: who loots 1?",
        ctx:labelled(ctx:each_player()))
      local picked = {}
      for _, seat in ipairs(chosen) do picked[seat] = true end
      for _, seat in ipairs(ctx:each_player()) do
        if picked[seat] then ctx:loot(seat, 1) end
      end
    end,
  },
}
