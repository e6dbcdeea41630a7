-- The Siren: while in play, the active player may attack other players, who have 4 evasion
-- against those attacks (the newest such effect wins, FS 6.10.2, R-057).
return {
  static { stat = "players_attackable", value = 4 },
}
