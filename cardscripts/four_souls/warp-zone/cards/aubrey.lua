-- Aubrey: each time you buy an item from a shop slot, loot 3 (the top of the treasure deck,
-- bought blind, is not a shop item: FS 1.15.2, 8.2).
return {
  triggered {
    label = "loot 3",
    on = "purchase",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ev.where ~= "treasure.deck"
    end,
    effect = function(ctx) ctx:loot(ctx.controller, 3) end,
  },
}
