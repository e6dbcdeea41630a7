-- Compost: ↷: the next time a player would loot, they take the top card of the loot discard
-- pile instead (a replacement with a time window, FS 10.2.1; no stated end, so it lasts past
-- the turn until a player loots, FS 10.1.1).
return {
  activated {
    label = "the next loot comes from the discard",
    cost = { tap = true },
    condition = function(ctx) return #ctx:deck("loot.discard") > 0 end,
    effect = function(ctx)
      ctx:add_effect("next-loot", "compost", 1, true)
    end,
  },
}
