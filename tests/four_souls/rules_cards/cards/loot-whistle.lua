-- Loot Whistle: ↷: play a loot card from your hand as part of this resolution; timing does not
-- matter, but it uses a loot play (FS 4.6.3, R-125).
return {
  activated {
    label = "play a loot card now",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:hand(ctx.controller)) end,
    effect = function(ctx, card)
      ctx:play_loot(card)
    end,
  },
}
