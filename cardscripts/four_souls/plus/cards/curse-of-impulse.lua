-- Curse of Impulse: at the end of your turn, deactivate your character and each item you
-- control (they recharge as usual at the start of your next turn).
return {
  triggered {
    label = "deactivate your character and items",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local me = ctx.controller
      ctx:deactivate(ctx:character(me))
      for _, id in ipairs(ctx:items(me)) do ctx:deactivate(id) end
    end,
  },
}
