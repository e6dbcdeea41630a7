-- Yum Heart: ↷: prevent the next damage a player or monster would take this turn (FS 10.3).
-- Recharges at the end of its controller's turn.
return {
  activated {
    label = "prevent the next damage to a player or monster",
    hint = "prevent",
    cost = { tap = true },
    target = function(ctx)
      local ids = ctx:living()
      for _, m in ipairs(ctx:monsters()) do ids[#ids + 1] = m end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, who)
      ctx:prevent(who)
    end,
  },
  triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev)
      local me = ctx:object(ctx.self)
      return ev.player == ctx.controller and me ~= nil and me.tapped
    end,
    effect = function(ctx)
      ctx:recharge(ctx.self)
    end,
  },
}
