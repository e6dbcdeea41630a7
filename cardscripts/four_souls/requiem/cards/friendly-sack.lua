-- Friendly Sack: ↷: look at the top three loot cards; put one into your hand and the other two
-- into another player's hand.
return {
  activated {
    label = "share the top three loot cards",
    cost = { tap = true },
    effect = function(ctx)
      local me = ctx.controller
      local top = ctx:peek("loot", 3)
      if #top == 0 then return end
      local mine = ctx:choose("Keep which loot card?", ctx:labelled(top))
      local to = nil
      if #top > 1 and #ctx:others(me) > 0 then
        to = ctx:choose("Give the others to whom?", ctx:labelled(ctx:others(me)))
      end
      for _, id in ipairs(top) do
        if id == mine then ctx:move(id, me .. ".hand")
        elseif to then ctx:move(id, to .. ".hand") end
      end
    end,
  },
}
