-- Pride: when an attack is declared on it (in a slot or revealed from the deck, R-036), the
-- active player chooses a player who discards 2 loot cards.
return {
  triggered {
    label = "a player discards 2 loot cards",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      -- every player may have died this turn by now (the attacker in answer to this)
      local living = ctx:living()
      if #living == 0 then return end
      local who = ctx:choose("Who discards 2 loot cards?", ctx:labelled(living), ctx:active())
      ctx:discard_loot(who, 2)
    end,
  },
}
