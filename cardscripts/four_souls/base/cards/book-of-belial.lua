-- Book of Belial: ↷: +1 or -1 to a die roll on the stack (the sign is chosen on activation,
-- FS 4.4.1). Recharges at the end of its controller's turn.
local function modify(delta, label)
  return activated {
    label = label,
    hint = "roll",
    cost = { tap = true },
    target = function(ctx)
      return ctx:labelled(ctx:rolls())
    end,
    effect = function(ctx, roll)
      ctx:add_to_roll(roll, delta)
    end,
  }
end
return {
  modify(1, "+1 to a die roll"),
  modify(-1, "-1 to a die roll"),
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
