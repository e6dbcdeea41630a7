-- Battle Royale (three versions, params.evasion): the active player may attack other players,
-- who have that evasion against it (FS 6.10.2). When a player who was attacked this turn dies,
-- the item they would destroy for the death penalty goes to the active player instead.
--- param evasion: count
local function _attacked(ctx, seat)
  for _, target in ipairs(ctx:turn_state("attacked") or {}) do
    if target == seat then return true end
  end
  return false
end

return {
  static { stat = "players_attackable", value = params.evasion },
  replacement {
    label = "the death penalty's item goes to the active player",
    on = "destroy",
    condition = function(ctx, ev)
      return ev.why == "penalty" and ev.player ~= ctx:active() and _attacked(ctx, ev.player)
    end,
    apply = function(ctx, ev)
      ctx:take_item(ev.object, ctx:active())
      return false
    end,
  },
}
