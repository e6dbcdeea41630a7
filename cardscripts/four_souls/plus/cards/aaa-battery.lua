-- AAA Battery (trinket): at the end of your turn, roll: on 4-6, recharge an item.
return {
  triggered {
    label = "roll: on 4-6 recharge an item",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      ctx:roll_die("charge")
    end,
  },
  charge = function(ctx, result)
    if result < 4 then return end
    local tapped = {}
    for _, id in ipairs(ctx:all_items()) do
      if ctx:is_tapped(id) then tapped[#tapped + 1] = id end
    end
    if #tapped == 0 then return end
    ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped)))
  end,
}
