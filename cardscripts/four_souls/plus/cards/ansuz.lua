-- Ansuz: look at the top four cards of a deck and put them back in any order.
local DECKS = { loot = "the loot deck", treasure = "the treasure deck",
                monster = "the monster deck", room = "the room deck" }

return {
  modes = function(ctx)
    local out = {}
    for _, kind in ipairs({ "loot", "treasure", "monster", "room" }) do
      local ok, cards = pcall(ctx.deck, ctx, kind .. ".deck")
      if ok and #cards > 0 then out[#out + 1] = { id = kind, label = DECKS[kind] } end
    end
    return out
  end,
  on_play = function(ctx, _, deck)
    ctx:arrange(deck or "loot", 4)
  end,
}
