-- Blood Lust: ↷: a player or a monster has +1 attack until the end of the turn; recharges at
-- the end of its controller's turn.
return {
  activated {
    label = "+1 attack to a player or monster this turn",
    cost = { tap = true },
    target = function(ctx)
      local ids = ctx:living()
      for _, m in ipairs(ctx:monsters()) do ids[#ids + 1] = m end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, who)
      ctx:add_effect(who, "attack", 1)
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
