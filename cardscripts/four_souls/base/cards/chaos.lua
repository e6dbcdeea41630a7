-- Chaos: ↷: every player gives their whole hand to the player on their left.
return {
  activated {
    label = "every hand passes left",
    cost = { tap = true },
    effect = function(ctx)
      local hands = {}
      for _, p in ipairs(ctx:players()) do hands[p] = ctx:hand(p) end
      for _, p in ipairs(ctx:players()) do
        local left = ctx:left_of(p)
        for _, card in ipairs(hands[p]) do ctx:take_loot(card, left) end
      end
    end,
  },
}
