-- Monstro's Tooth: at the start of your turn, a random player destroys an item they control.
return {
  triggered {
    label = "a random player destroys an item",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local who = lib.pick_random(ctx:players())
      local items = ctx:items(who, "non-eternal")
      if #items > 0 then
        ctx:destroy(ctx:choose("Destroy which of your items?", ctx:labelled(items), who))
      end
    end,
  },
}
