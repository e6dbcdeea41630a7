-- Greed Mode: each time a monster dies, the active player gains ¢ equal to its health (as it
-- was when it died: ev.last_known). Every ↷ ability of an item or a character is instead a $
-- ability costing 3¢ (the static tap_paid, paid_taps.py).
return {
  triggered {
    label = "the active player gains ¢ equal to the monster's health",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" end,
    effect = function(ctx, ev)
      local known = ev.last_known and ev.last_known.stats or {}
      local cents = known.hp or 0
      if cents > 0 then ctx:gain_cents(ctx:active(), cents) end
    end,
  },
  static { stat = "tap_paid", value = 3 },
}
