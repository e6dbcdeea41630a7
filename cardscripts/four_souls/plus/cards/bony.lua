-- Bony: each time the attacking player rolls a 1 on an attack roll against it, it has +2
-- attack until the end of the turn (before that roll's combat damage, R-046).
return {
  triggered {
    label = "+2 attack on an attack roll of 1",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.attack and ev.target == ctx.self and ev.result == 1
    end,
    effect = function(ctx) ctx:add_effect(ctx.self, "attack", 2) end,
  },
}
