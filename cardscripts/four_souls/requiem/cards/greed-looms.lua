-- Greed Looms: at the end of the turn, an active player who bought nothing this turn discards
-- their hand. A purchase is remembered with the turn it was made in.
return {
  triggered {
    label = "note the purchase",
    on = "purchase",
    effect = function(ctx) ctx:remember("bought", ctx:turn()) end,
  },
  triggered {
    label = "discard the hand of a player who bought nothing",
    on = "turn-end",
    condition = function(ctx, ev) return ctx:recall("bought") ~= ctx:turn() end,
    effect = function(ctx, ev)
      if ctx:recall("bought") ~= ctx:turn() then ctx:discard_hand(ev.player) end
    end,
  },
}
