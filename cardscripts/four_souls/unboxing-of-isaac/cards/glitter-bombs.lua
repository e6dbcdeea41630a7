-- Glitter Bombs: ↷: until the end of the turn, the top card of the loot deck is revealed and you
-- may play it as if it were in your hand (a loot play and the normal timing, FS 4.6.3).
return {
  activated {
    label = "play from the top of the loot deck this turn",
    cost = { tap = true },
    effect = function(ctx) ctx:play_from_loot_deck(ctx.controller) end,
  },
}
