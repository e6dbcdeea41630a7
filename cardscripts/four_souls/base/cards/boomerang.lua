-- Boomerang: ↷: take a random loot card from another player's hand.
return {
  activated {
    label = "take a random loot card",
    hint = "now",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller, "loot")) end,
    effect = function(ctx, who)
      local loot = lib.pick_random(ctx:hand(who))
      if loot then ctx:take_loot(loot, ctx.controller) end
    end,
  },
}
