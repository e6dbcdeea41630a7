-- Mom's Bra: ↷: the next damage a chosen player or monster takes this turn becomes 1.
return {
  activated {
    label = "reduce the next damage to 1",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:players_and_monsters()) end,
    effect = function(ctx, who) ctx:reduce_next(who) end,
  },
}
