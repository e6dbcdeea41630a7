-- Rag Mega (Alt Ability): when an attack is declared on it (FS 6.3), until the end of the turn
-- the players other than the active player can't play loot cards or activate abilities. The
-- lock on loot and items holds for the whole turn (the Four Souls lock-out); while Rag Mega is
-- in play it also stops their characters' abilities.
local function _declared_this_turn(ctx)
  return ctx:recall("declared") == ctx:turn()
end

return {
  triggered {
    label = "attacked: the other players are locked out this turn",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      ctx:remember("declared", ctx:turn())
      ctx:lock_out_others()
    end,
  },
  restricts = function(ctx, player)
    return player ~= ctx:active() and _declared_this_turn(ctx)
  end,
}
