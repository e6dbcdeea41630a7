-- All Hallow's Eve: players can't gain souls.
return {
  static { stat = "no_souls", value = 1 },
}
