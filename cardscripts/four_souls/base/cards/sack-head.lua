-- Sack Head: ↷: look at the top card of a deck of your choice; you may put it on the bottom.
return {
  activated {
    label = "look at the top card of a deck",
    cost = { tap = true },
    effect = function(ctx)
      local kind = ctx:choose("Which deck?", { "loot", "treasure", "monster" })
      local top = ctx:peek(kind, 1)
      if #top > 0 and ctx:confirm("The top " .. kind .. " card is " .. ctx:card(top[1]).name
          .. ": put it on the bottom?") then
        ctx:to_deck_bottom(top[1])
      end
    end,
  },
}
