-- Lil Delirium: at the start of your turn, look at the top 3 treasure cards and reveal one; this
-- becomes a copy of it until the end of the turn (FS 10.5.1). Then the three go on the bottom
-- of the treasure deck in a random order.
return {
  triggered {
    label = "become a copy of one of the top 3 treasures",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      if not ctx:exists(ctx.self) then return end  -- gone before it resolved: nothing to copy into
      local top = ctx:peek("treasure", 3)
      if #top == 0 then return end
      local pick = ctx:choose("Which treasure does Lil Delirium copy?", ctx:labelled(top))
      ctx:reveal(pick, "all")
      ctx:become_copy(pick, true)
      while #top > 0 do
        ctx:to_deck_bottom(table.remove(top, math.random(#top)))
      end
    end,
  },
}
