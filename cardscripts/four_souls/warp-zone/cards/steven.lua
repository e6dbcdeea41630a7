-- Steven (the character): ↷ (on your own turn: no "any player's turn" line): you may play up to
-- X more loot cards this turn, X being the souls you control (FS 11.1.4: their total value).
return {
  activated {
    label = "one more loot play per soul you control",
    hint = "loot",
    cost = { tap = true },
    condition = function(ctx)
      return ctx:is_active(ctx.controller) and ctx:souls(ctx.controller) > 0
        and ctx:hand_size(ctx.controller) > 0
    end,
    effect = function(ctx) ctx:add_loot_plays(ctx.controller, ctx:souls(ctx.controller)) end,
  },
}
