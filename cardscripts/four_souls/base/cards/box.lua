-- Box!: ↷: destroy this; if you do, you may play any number of loot cards this turn.
return {
  activated {
    label = "destroy this: play any number of loot cards",
    cost = { tap = true },
    effect = function(ctx)
      if ctx:destroy(ctx.self) then ctx:unlimited_loot(ctx.controller) end
    end,
  },
}
