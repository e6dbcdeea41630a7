-- Crystal Ball: ↷: name a number; if the next die rolled this turn shows it, loot 3.
return {
  activated {
    label = "name a number for the next roll",
    cost = { tap = true },
    effect = function(ctx)
      local n = ctx:number("Name a number", 1, 6)
      ctx:remember("guess", { number = n, turn = ctx:turn() })
    end,
  },
  triggered {
    label = "the named number came up",
    on = "roll-result",
    condition = function(ctx, ev)
      local guess = ctx:recall("guess")
      return guess ~= nil and guess.turn == ctx:turn()
    end,
    effect = function(ctx, ev)
      local guess = ctx:recall("guess")
      ctx:remember("guess", nil)
      if guess and guess.number == ev.result then ctx:loot(ctx.controller, 3) end
    end,
  },
}
