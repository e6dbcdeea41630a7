-- Coil: when it enters a monster slot, each player gives their whole hand to the player on their
-- right (every hand is taken before any is handed on). When it dies it goes into the monster
-- deck with 4 cards above it instead of the discard pile.
return {
  triggered {
    label = "each player gives their hand to the player on their right",
    on = "move",
    condition = function(ctx, ev)
      return ev.result == ctx.self and string.match(ev.to or "", "^monster%.%d+$") ~= nil
    end,
    effect = function(ctx)
      local hands = {}
      for _, p in ipairs(ctx:each_player()) do hands[p] = ctx:hand(p) end
      for _, p in ipairs(ctx:each_player()) do
        local to = ctx:right_of(p)
        for _, card in ipairs(hands[p]) do ctx:take_loot(card, to) end
      end
    end,
  },
  death_zone = function(ctx)
    return { zone = "monster.deck", position = 4 }
  end,
}
