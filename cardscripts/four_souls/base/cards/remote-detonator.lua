-- Remote Detonator: ↷: every player votes for an item in play, one at a time in turn order
-- from the active player (R-114); the item with the most votes is destroyed, none on a tie.
return {
  activated {
    label = "vote to destroy an item",
    cost = { tap = true },
    effect = function(ctx)
      local items = ctx:all_items("non-eternal")
      if #items == 0 then return end
      local picked = ctx:vote("Vote for the item to destroy", ctx:labelled(items))
      if picked then ctx:destroy(picked) end
    end,
  },
}
