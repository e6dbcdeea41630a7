-- Trinity Shield: during your turn, other players cannot play loot cards or activate items.
return {
  static {
    forbid = "others-on-my-turn",
  },
}
