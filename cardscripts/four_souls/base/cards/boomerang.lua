-- Boomerang: ↷: take a random loot card from another player's hand.
return {
  activated {
    label = "take a random loot card",
    hint = "now",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller, "loot")) end,
    effect = function(ctx, who)
      local cards = ctx:hand(who)
      if #cards > 0 then ctx:take_loot(cards[math.random(#cards)], ctx.controller) end
    end,
  },
}
