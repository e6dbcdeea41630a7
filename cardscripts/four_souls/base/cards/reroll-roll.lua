-- The D6 and the like: ↷: the player of a die roll on the stack rolls it again (FS 5.1.3).
-- params.recharge_at_end: recharge at the end of its controller's turn.
local abilities = {
  activated {
    label = "reroll a die roll",
    hint = "roll",
    cost = { tap = true },
    target = function(ctx)
      return ctx:labelled(ctx:rolls())
    end,
    effect = function(ctx, roll)
      ctx:reroll(roll)
    end,
  },
}
if params.recharge_at_end then
  abilities[#abilities + 1] = triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev)
      local me = ctx:object(ctx.self)
      return ev.player == ctx.controller and me ~= nil and me.tapped
    end,
    effect = function(ctx)
      ctx:recharge(ctx.self)
    end,
  }
end
return abilities
