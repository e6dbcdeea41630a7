-- Curse of Loss: when you die, destroy one of your souls.
return {
  triggered {
    label = "destroy one of your souls",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx)
      local souls = ctx:soul_cards(ctx.controller)
      if #souls > 0 then
        ctx:destroy(ctx:choose("Destroy which soul?", ctx:labelled(souls)))
      end
    end,
  },
}
