-- Pride: when an attack is declared on it (in a slot or revealed from the deck, R-036), the
-- active player chooses a player who discards 2 loot cards.
return {
  triggered {
    label = "a player discards 2 loot cards",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local who = ctx:choose("Who discards 2 loot cards?", ctx:labelled(ctx:living()), ctx:active())
      ctx:discard_loot(who, 2)
    end,
  },
}
