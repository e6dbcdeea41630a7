-- Keeper's Resting Place: the first time it resolves, the active player puts it back into the
-- monster deck at least 3 cards from the top; the second time, it becomes their soul.
return {
  on_reveal = function(ctx)
    local times = (ctx:recall("resolved", "game") or 0) + 1
    ctx:remember("resolved", times, "game")
    if times >= 2 then
      ctx:gain_soul(ctx:active(), ctx.self)
      return
    end
    local deck = #ctx:deck("monster.deck")
    -- "3 cards from the top" is the third card: at least 2 cards above it
    local above = math.min(2, deck)
    if deck > 2 then
      above = ctx:number("Keeper's Resting Place: how many cards above it?", 2, deck,
        ctx:active())
    end
    ctx:into_deck(ctx.self, above)
  end,
}
