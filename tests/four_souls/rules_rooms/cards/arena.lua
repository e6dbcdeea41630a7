-- Arena: the active player may attack other players; their evasion against it is 3.
return {
  static { stat = "players_attackable", value = 3 },
}
