-- Krampus (The Summer of Isaac): at the start of each turn every player votes naughty or nice
-- (FS 10.19); if naughty has the most votes, the active player must attack it this turn (a tie
-- elects neither). Each time the attacking player's attack roll equals their previous attack
-- roll this turn, it deals 1 damage to each other monster.
return {
  triggered {
    label = "naughty or nice: the vote",
    on = "turn-start",
    effect = function(ctx)
      local options = { { id = "naughty", label = "naughty" }, { id = "nice", label = "nice" } }
      if ctx:vote("Krampus asks: naughty or nice?", options) == "naughty" then
        ctx:log("naughty has the most votes: " .. ctx:active() .. " must attack Krampus this turn")
        ctx:must_attack(ctx.self)
      else
        ctx:log("naughty does not have the most votes: no attack on Krampus is owed")
      end
    end,
  },
  triggered {
    label = "the same attack roll twice in a row: 1 damage to each other monster",
    on = "roll-result",
    condition = function(ctx, ev) return ev.attack == true end,
    effect = function(ctx, ev)
      local same = ctx:recall("turn") == ctx:turn() and ctx:recall("player") == ev.player
        and ctx:recall("result") == ev.result
      ctx:remember("turn", ctx:turn())
      ctx:remember("player", ev.player)
      ctx:remember("result", ev.result)
      if not same then return end
      for _, id in ipairs(ctx:monsters()) do
        if id ~= ctx.self then ctx:deal_damage(id, 1) end
      end
    end,
  },
}
