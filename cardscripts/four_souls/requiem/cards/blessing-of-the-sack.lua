-- Blessing of the Sack: rewards are doubled.
return {
  static { stat = "extra_rewards", value = 1 },
}
