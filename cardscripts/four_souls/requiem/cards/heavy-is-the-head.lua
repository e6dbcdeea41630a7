-- Heavy is the Head: in the recharge step, a player with the most items (or tied) recharges only
-- one item. Their items stay deactivated as the step recharges; then they recharge one of them.
local function item_count(ctx, seat) return #ctx:items(seat) end

local function heaviest(ctx, seat)
  return lib.has_most(ctx, seat, item_count) and item_count(ctx, seat) > 0
end

local function is_my_item(ctx, seat, id)
  for _, item in ipairs(ctx:items(seat)) do
    if item == id then return true end
  end
  return false
end

return {
  replacement {
    label = "no recharge",
    on = "untap",
    condition = function(ctx, ev)
      local seat = ctx:active()
      return ev.reason == "recharge" and is_my_item(ctx, seat, ev.object) and heaviest(ctx, seat)
    end,
    apply = function(ctx, ev) return false end,
  },
  triggered {
    label = "recharge one item",
    on = "turn-start",
    condition = function(ctx, ev) return heaviest(ctx, ev.player) end,
    effect = function(ctx, ev)
      local tapped = ctx:items(ev.player, "tapped")
      if #tapped == 0 then return end
      local pick = ctx:choose("Recharge which item?", ctx:labelled(tapped), ev.player)
      ctx:recharge(pick)
    end,
  },
}
