-- Peep: when it dies, search the monster deck for The Bloat, put it into a monster slot not
-- being attacked, then shuffle the monster deck.
return {
  triggered {
    label = "The Bloat comes out",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      for _, id in ipairs(ctx:deck("monster.deck")) do
        if ctx:object(id).card == "the-bloat" then
          ctx:to_deck_top(id)
          local slot = ctx:choose_slot("monster", ctx:active())
          if slot then ctx:to_monster_slot(slot) end
          break
        end
      end
      ctx:shuffle("monster.deck")
    end,
  },
}
