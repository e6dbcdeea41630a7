-- Co-op Baby: each time you declare an attack, choose another player: they team up with you
-- (team_up.py). A familiar: the other players may attack it and kill it (its stat block).
return {
  triggered {
    label = "another player teams up with you",
    on = "declare-attack",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local others = {}
      for _, seat in ipairs(ctx:living()) do
        if seat ~= ctx.controller then others[#others + 1] = seat end
      end
      if #others == 0 then return end
      ctx:team_up(ctx:choose("Who teams up with you?", ctx:labelled(others)))
    end,
  },
}
