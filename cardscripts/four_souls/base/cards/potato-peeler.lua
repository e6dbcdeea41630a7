-- Potato Peeler: ↷: put the top card of every deck into its discard pile.
return {
  activated {
    label = "mill every deck",
    cost = { tap = true },
    effect = function(ctx)
      for _, kind in ipairs({ "treasure", "loot", "monster" }) do ctx:mill(kind) end
    end,
  },
}
