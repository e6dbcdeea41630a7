-- Boomerang: ↷: take a random loot card from another player's hand.
return {
  activated {
    label = "take a random loot card",
    hint = "now",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, p in ipairs(ctx:others(ctx.controller)) do
        if ctx:hand_size(p) > 0 then ids[#ids + 1] = p end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, who)
      local cards = ctx:hand(who)
      if #cards > 0 then ctx:take_loot(cards[math.random(#cards)], ctx.controller) end
    end,
  },
}
