-- 9 Volt: at the end of your turn, you may recharge up to 2 items you control.
return {
  triggered {
    label = "recharge up to 2 items",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local tapped = ctx:items(ctx.controller, "tapped")
      if #tapped == 0 then return end
      local picked = ctx:choose_many("Recharge up to 2 items", ctx:labelled(tapped), 0, 2)
      for _, id in ipairs(picked) do ctx:recharge(id) end
    end,
  },
}
