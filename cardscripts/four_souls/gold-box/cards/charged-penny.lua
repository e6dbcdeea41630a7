-- Charged Penny: gain 1¢, then recharge an item (any deactivated item in play).
return {
  on_play = function(ctx)
    ctx:gain_cents(ctx.controller, 1)
    local tapped = ctx:all_items("tapped")
    if #tapped > 0 then
      ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped)))
    end
  end,
}
