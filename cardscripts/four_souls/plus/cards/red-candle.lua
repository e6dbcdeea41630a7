-- Red Candle: ↷: name a number. Until the end of the turn, each time a die roll comes up with
-- that number, deal 1 damage to a monster or player of your choice.
return {
  activated {
    label = "name a number: 1 damage each time it is rolled this turn",
    cost = { tap = true },
    effect = function(ctx)
      ctx:remember("candle", { number = ctx:number("Name a number", 1, 6), turn = ctx:turn() })
    end,
  },
  triggered {
    label = "the named number was rolled: 1 damage",
    on = "roll-result",
    condition = function(ctx, ev)
      local candle = ctx:recall("candle")
      return candle ~= nil and candle.turn == ctx:turn() and candle.number == ev.result
    end,
    effect = function(ctx)
      local targets = ctx:monsters_and_players()
      if #targets == 0 then return end
      ctx:deal_damage(ctx:choose("Deal 1 damage to which monster or player?", ctx:labelled(targets)), 1)
    end,
  },
}
