-- Duelling Pistol: the active player may attack other players, who have evasion 5 against it.
return {
  static { stat = "players_attackable", value = 5 },
}
