-- George: each time you declare an attack, before you choose what to attack (FS 6.2: the
-- declaration's priority round), you may look at the top 5 cards of the monster deck and put
-- them back in any order.
return {
  triggered {
    label = "look at the top 5 monster cards and reorder them",
    on = "declare-attack",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      if ctx:confirm("George: look at the top 5 monster cards?") then ctx:arrange("monster", 5) end
    end,
  },
}
