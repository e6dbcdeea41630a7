-- Mega Bean!: cancel a loot card being played, or an item's ↷, $ or triggered ability, that targets
-- you or something you control; if you do, deal 2 damage to the player who controlled it.
local function aimed_at_me(ctx, info)
  for _, t in ipairs(info.targets) do
    if t == ctx.controller or ctx:controller_of(t) == ctx.controller then return true end
  end
  return false
end

local function from_an_item(ctx, info)
  local zone = info.source and ctx:zone_of(info.source) or ""
  return string.match(zone, "%.items$") ~= nil
end

return {
  target = function(ctx)
    local ids = {}
    for _, id in ipairs(ctx:stack_items()) do
      local info = ctx:item_info(id)
      local loot = info.kind == "loot" and info.source ~= ctx.self
      local ability = info.kind == "ability" and from_an_item(ctx, info)
      if (loot or ability) and aimed_at_me(ctx, info) then ids[#ids + 1] = id end
    end
    return ctx:labelled(ids)
  end,
  on_play = function(ctx, item)
    local who = ctx:item_info(item).controller
    if ctx:cancel(item) and who then ctx:deal_damage(who, 2) end
  end,
}
