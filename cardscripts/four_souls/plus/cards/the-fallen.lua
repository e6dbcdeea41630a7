-- The Fallen: when it dies, the active player looks at the top 5 cards of the monster deck
-- and puts them back in any order.
return {
  triggered {
    label = "arrange the top 5 monster cards",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx) ctx:arrange("monster", 5, ctx:active()) end,
  },
}
