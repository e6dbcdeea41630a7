-- XV. The Devil: destroy an item you control; if you do, take a non-eternal item of your choice
-- from another player or from the shop (FS 10.10.3).
return {
  on_play = function(ctx)
    local mine = ctx:items(ctx.controller, "non-eternal")
    if #mine == 0 then return end
    local gone = ctx:destroy(ctx:choose("Destroy which of your items?", ctx:labelled(mine)))
    if not gone then return end
    local loot = {}
    for _, p in ipairs(ctx:others(ctx.controller)) do
      for _, item in ipairs(ctx:items(p, "non-eternal")) do loot[#loot + 1] = item end
    end
    for _, item in ipairs(ctx:shop_items()) do loot[#loot + 1] = item end
    if #loot == 0 then return end
    ctx:take_item(ctx:choose("Take which item?", ctx:labelled(loot)), ctx.controller)
  end,
}
