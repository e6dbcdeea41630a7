-- Curse of Fatigue: in your recharge step, your items stay deactivated; then you recharge one
-- of them of your choice (your character recharges as usual).
local function is_my_item(ctx, id)
  for _, item in ipairs(ctx:items(ctx.controller)) do
    if item == id then return true end
  end
  return false
end

return {
  replacement {
    label = "no recharge",
    on = "untap",
    condition = function(ctx, ev)
      return ev.reason == "recharge" and ctx:is_active(ctx.controller) and is_my_item(ctx, ev.object)
    end,
    apply = function(ctx, ev) return false end,
  },
  triggered {
    label = "recharge one item",
    on = "turn-start",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and #ctx:items(ev.player, "tapped") > 0
    end,
    effect = function(ctx, ev)
      local tapped = ctx:items(ev.player, "tapped")
      if #tapped == 0 then return end
      ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped), ev.player))
    end,
  },
}
