-- Key Master: discard a loot card, then roll (three times if the card's name holds "key"):
-- each 5 or 6 gains +1 treasure. The discard is part of the effect, so its name is known.
return {
  activated {
    label = "discard a loot card and roll",
    condition = function(ctx) return ctx:hand_size(ctx:active()) > 0 end,
    effect = function(ctx)
      local me = ctx:active()
      local hand = ctx:hand(me)
      if #hand == 0 then return end
      local pick = ctx:choose("Discard which loot card?", ctx:labelled(hand), me)
      local keyed = ctx:named(pick, "key", "holds")
      ctx:discard(pick)
      local times = keyed and 3 or 1
      for _ = 1, times do ctx:roll_die("result") end
    end,
  },
  result = function(ctx, r)
    if r >= 5 then ctx:gain_treasure(ctx:you(), 1) end
  end,
}
