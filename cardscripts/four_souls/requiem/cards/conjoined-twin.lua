-- Conjoined Twin: whenever a monster dies, the player who killed it kills another player of
-- their choice.
return {
  triggered {
    label = "its killer kills another player",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "monster" and ev.killer ~= nil and not ctx:is_dead(ev.killer)
    end,
    effect = function(ctx, ev)
      local others = {}
      for _, p in ipairs(ctx:others(ev.killer)) do
        if not ctx:is_dead(p) then others[#others + 1] = p end
      end
      if #others == 0 then return end
      local victim = ctx:choose("Conjoined Twin: kill another player", ctx:labelled(others), ev.killer)
      ctx:kill(victim)
    end,
  },
}
