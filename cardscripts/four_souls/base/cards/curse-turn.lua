-- A curse's ability at the start or end of its holder's turn (params.when = "turn-start" or
-- "turn-end"): params.discard loot cards, params.lose ¢, params.damage damage.
--- param damage?: count
--- param discard?: count
--- param lose?: count
--- param when: string
return {
  triggered {
    label = "curse",
    on = params.when,
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local me = ctx.controller
      if params.discard then ctx:discard_loot(me, params.discard) end
      if params.lose then ctx:lose_cents(me, params.lose) end
      if params.damage then ctx:deal_damage(me, params.damage) end
    end,
  },
}
