-- Mugger Bean!: cancel a loot card being played (not this one) and put that card into your hand.
local function loot_on_stack(ctx)
  local ids = {}
  for _, id in ipairs(ctx:stack_items("loot")) do
    if ctx:item_info(id).source ~= ctx.self then ids[#ids + 1] = id end
  end
  return ids
end

return {
  target = function(ctx) return ctx:labelled(loot_on_stack(ctx)) end,
  on_play = function(ctx, item)
    local card = ctx:item_info(item).card
    if not ctx:cancel(item) then return end
    -- a cancelled loot card goes to the discard pile: take it from the top
    local top = ctx:deck("loot.discard")[1]
    if top and ctx:card(top).id == card then ctx:move(top, ctx.controller .. ".hand") end
  end,
}
