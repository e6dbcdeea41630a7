-- Hubert Cumberdale: when it dies, the active player chooses another player, who dies; and if it
-- dealt combat damage to a player this turn, it comes back into a monster slot at the end of
-- the turn.
return {
  triggered {
    label = "it hurt a player in combat",
    on = "damage",
    condition = function(ctx, ev)
      return ev.source == ctx.self and ev.combat and ev.player ~= nil and (ev.result or 0) > 0
    end,
    effect = function(ctx) ctx:remember("hurt", ctx:turn()) end,
  },
  triggered {
    label = "when it dies: another player dies",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local ap = ctx:active()
      local others = ctx:others(ap, 'living')
      if #others == 0 then return end
      ctx:kill(ctx:choose("Hubert Cumberdale: who dies?", ctx:labelled(others), ap))
    end,
  },
  triggered {
    label = "when it dies: it comes back at the end of the turn",
    on = "die",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ctx:recall("hurt") == ctx:turn()
    end,
    effect = function(ctx) ctx:at_end_of_turn("comes_back") end,
  },
  comes_back = function(ctx)
    for _, id in ipairs(ctx:deck("monster.discard")) do
      if ctx:card(id).id == ctx.card_id then
        local slot = ctx:choose_slot("monster", ctx:active())
        if slot then ctx:to_slot(id, slot) end
        return
      end
    end
  end,
}
