-- Arena of Five (test only): the active player may attack other players at evasion 5.
return {
  static { stat = "players_attackable", value = 5 },
}
