-- Host Hat: ↷: prevent the next 1 damage you would take this turn; when that prevents damage,
-- deal 1 damage to another player.
return {
  activated {
    label = "prevent the next 1 damage to you",
    hint = "prevent",
    cost = { tap = true },
    effect = function(ctx)
      ctx:prevent(ctx.controller, 1)
    end,
  },
  triggered {
    label = "deal 1 damage to another player",
    on = "prevented",
    condition = function(ctx, ev) return ev.source == ctx.self end,
    effect = function(ctx) ctx:damage_another(1) end,
  },
}
