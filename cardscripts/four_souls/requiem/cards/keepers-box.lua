-- Keeper's Box: when this enters play, open 2 more shop slots (FS 10.8): when a player gains or
-- buys it (it enters play in front of them, FS 8.4), not when it is given or taken (it was in
-- play already). Items in the shop have no working abilities in this engine, so being revealed
-- into the shop does nothing. Each time another player buys a shop item (not the top of the
-- treasure deck), gain 2¢ and loot 1.
return {
  triggered {
    label = "2 more shop slots",
    on = "gain-item",
    condition = function(ctx, ev) return ev.object == ctx.self and ev.how ~= "take" end,
    effect = function(ctx) ctx:expand("shop", 2) end,
  },
  triggered {
    label = "gain 2¢ and loot 1",
    on = "purchase",
    condition = function(ctx, ev)
      return ev.player ~= ctx.controller and ev.where ~= "treasure.deck"
    end,
    effect = function(ctx)
      ctx:gain_cents(ctx.controller, 2)
      ctx:loot(ctx.controller, 1)
    end,
  },
}
