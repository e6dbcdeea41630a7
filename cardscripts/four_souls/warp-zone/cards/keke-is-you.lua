-- Keke Is You: at the start of each turn, the active player chooses another player. If it would
-- die this turn, instead: cancel an attack on it, the chosen player dies, it heals to full and
-- the active player loots 3.
return {
  triggered {
    label = "the active player chooses another player",
    on = "turn-start",
    effect = function(ctx, ev)
      local others = ctx:others(ev.player)
      if #others == 0 then return end
      ctx:remember("chosen", ctx:choose("Keke Is You: choose another player",
        ctx:labelled(others), ev.player))
      ctx:remember("turn", ctx:turn())
    end,
  },
  triggered {
    label = "instead of dying: the chosen player dies",
    on = "death-pending",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ctx:recall("turn") == ctx:turn()
    end,
    effect = function(ctx)
      ctx:prevent_death(ctx.self)
      local fight = ctx:attacking()
      if fight and fight.target == ctx.self then ctx:cancel_attack() end
      ctx:kill(ctx:recall("chosen"))
      ctx:heal(ctx.self, ctx:max_hp(ctx.self))
      ctx:loot(ctx:active(), 3)
    end,
  },
}
