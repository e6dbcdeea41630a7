-- The Curse: at the start of your turn, put the top card of a deck of your choice into its
-- discard pile. ↷: put the top card of a discard pile of your choice on top of its deck (R-079).
return {
  triggered {
    label = "mill the top card of a deck",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      ctx:mill(ctx:choose("Put the top card of which deck into its discard?", { "loot", "treasure", "monster" }))
    end,
  },
  activated {
    label = "put the top of a discard pile back on its deck",
    cost = { tap = true },
    condition = function(ctx)
      return #ctx:deck("loot.discard") + #ctx:deck("treasure.discard") + #ctx:deck("monster.discard") > 0
    end,
    effect = function(ctx)
      local piles = {}
      for _, kind in ipairs({ "loot", "treasure", "monster" }) do
        if #ctx:deck(kind .. ".discard") > 0 then piles[#piles + 1] = kind end
      end
      if #piles == 0 then return end
      local kind = ctx:choose("Which discard pile?", piles)
      ctx:to_deck_top(ctx:deck(kind .. ".discard")[1])
    end,
  },
}
