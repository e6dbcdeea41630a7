-- Battle Royale (three versions, params.evasion): the active player may attack other players,
-- who have that evasion against it (FS 6.10.2). A player who dies after being attacked this
-- turn gives the active player the item they would destroy for the death penalty.
return {
  static { stat = "players_attackable", value = params.evasion },
  takes_penalty_item = function(ctx, seat)
    if seat == ctx:active() then return nil end
    for _, target in ipairs(ctx:turn_state("attacked") or {}) do
      if target == seat then return ctx:active() end
    end
    return nil
  end,
}
