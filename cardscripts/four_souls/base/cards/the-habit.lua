-- The Habit: the first time you take damage each turn, you may recharge an item.
return {
  triggered {
    label = "recharge an item",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and ctx:recall("turn") ~= ctx:turn()
    end,
    effect = function(ctx)
      ctx:remember("turn", ctx:turn())
      local tapped = ctx:items(ctx.controller, "tapped")
      if #tapped > 0 and ctx:confirm("Recharge an item?") then
        ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped)))
      end
    end,
  },
}
