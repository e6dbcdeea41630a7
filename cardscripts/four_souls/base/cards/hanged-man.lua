-- XII. The Hanged Man: look at the top card of each deck, put any of them on the bottom, then
-- loot 2.
return {
  on_play = function(ctx)
    for _, kind in ipairs({ "treasure", "loot", "monster" }) do
      local top = ctx:peek(kind, 1)
      if #top > 0 and ctx:confirm("The top " .. kind .. " card is " .. ctx:card(top[1]).name
          .. ": put it on the bottom?") then
        ctx:to_deck_bottom(top[1])
      end
    end
    ctx:loot(ctx.controller, 2)
  end,
}
