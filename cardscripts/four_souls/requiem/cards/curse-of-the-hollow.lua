-- Curse of the Hollow: at the end of your turn, discard X loot cards and lose X¢, X being the
-- souls you control (their soul value, FS 11.1.4).
return {
  triggered {
    label = "discard and lose one for each soul",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local x = ctx:souls(ctx.controller)
      if x > 0 then
        ctx:discard_loot(ctx.controller, x)
        ctx:lose_cents(ctx.controller, x)
      end
    end,
  },
}
