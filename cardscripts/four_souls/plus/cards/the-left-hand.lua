-- The Left Hand (trinket): each time another player dies, you may recharge an item.
return {
  triggered {
    label = "another player died: you may recharge an item",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ev.player ~= ctx.controller
    end,
    effect = function(ctx)
      local tapped = {}
      for _, id in ipairs(ctx:all_items()) do
        if ctx:is_tapped(id) then tapped[#tapped + 1] = id end
      end
      if #tapped == 0 or not ctx:confirm("Recharge an item?") then return end
      ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped)))
    end,
  },
}
