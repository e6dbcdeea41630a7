-- Football: at the end of your turn, each other player loots 2. ↷: give this to another player
-- and roll: 1-4, each player loots 1; 5-6, you discard 2 loot cards, then each player whose
-- character is named Johnny loots 2. ("You" stays the player who threw it: the roll is theirs.)
return {
  triggered {
    label = "your turn ends: each other player loots 2",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      for _, seat in ipairs(ctx:others(ctx.controller)) do ctx:loot(seat, 2) end
    end,
  },
  activated {
    label = "pass the football to another player, then roll",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller)) end,
    effect = function(ctx, catcher)
      local thrower = ctx.controller
      ctx:take_item(ctx.self, catcher)
      ctx:roll_die("caught", thrower, thrower)
    end,
  },
  caught = function(ctx, result, thrower)
    if result <= 4 then
      for _, seat in ipairs(ctx:each_player()) do ctx:loot(seat, 1) end
      return
    end
    ctx:discard_loot(thrower, 2)
    for _, seat in ipairs(ctx:each_player()) do
      if ctx:named(seat, "Johnny") then ctx:loot(seat, 2) end
    end
  end,
}
