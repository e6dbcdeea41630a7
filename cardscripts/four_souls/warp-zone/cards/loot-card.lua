-- Loot Card (a trinket): when it comes into play, loot 1. At the end of your turn, you may
-- put it back into your hand.
return {
  triggered {
    label = "loot 1",
    on = "gain-item",
    condition = function(ctx, ev)
      return ev.how == "trinket" and ev.card == ctx.card_id and ev.player == ctx.controller
    end,
    effect = function(ctx) ctx:loot(ctx.controller, 1) end,
  },
  triggered {
    label = "you may put this back into your hand",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      if ctx:exists(ctx.self) and ctx:confirm("Loot Card: put it back into your hand?") then
        ctx:move(ctx.self, ctx.controller .. ".hand")
      end
    end,
  },
}
