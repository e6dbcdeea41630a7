-- Lodestone: each time any player rolls a 3 (FS 5.1.2), choose a monster: it has -1 evasion
-- until the end of the turn.
return {
  triggered {
    label = "a monster gets -1 evasion",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 3 and #ctx:monsters() > 0 end,
    effect = function(ctx)
      local ms = ctx:monsters()
      if #ms == 0 then return end
      ctx:add_effect(ctx:choose("Which monster gets -1 evasion?", ctx:labelled(ms)), "evasion", -1)
    end,
  },
}
