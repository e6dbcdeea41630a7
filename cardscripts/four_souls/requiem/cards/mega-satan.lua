-- Mega Satan!: while this is in play, players may be attacked, with evasion 4. At the end of
-- each turn, if the active player is the only living player, they win the game (R-136).
return {
  static { stat = "players_attackable", value = 4 },
  triggered {
    label = "the last one standing wins",
    on = "turn-end",
    condition = function(ctx, ev)
      local alive = ctx:living()
      return #alive == 1 and alive[1] == ev.player
    end,
    effect = function(ctx, ev) ctx:win(ev.player) end,
  },
}
