-- Captain Viridian: ↷, on any player's turn, even in response: recharge an eternal item (any
-- player's).
local function tapped_eternals(ctx)
  local ids = {}
  for _, id in ipairs(ctx:all_items("tapped")) do
    if ctx:is_eternal(id) then ids[#ids + 1] = id end
  end
  return ids
end
return {
  activated {
    label = "recharge an eternal item",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(tapped_eternals(ctx)) end,
    effect = function(ctx, item) ctx:recharge(item) end,
  },
}
