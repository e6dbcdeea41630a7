-- Pop Pop!: ↷: copy a loot card being played that is neither a trinket nor an Ambush: the copy
-- goes on the stack under your control, its mode and target chosen anew (FS 10.5.2, R-092).
local function copyable(ctx)
  local ids = {}
  for _, id in ipairs(ctx:stack_items("loot")) do
    local info = ctx:item_info(id)
    local tags = info and info.card and ctx:tags(info.card) or {}
    local plain = info ~= nil and info.card ~= nil
    for _, tag in ipairs(tags) do
      if tag == "trinket" or tag == "ambush" then plain = false end
    end
    if plain then ids[#ids + 1] = id end
  end
  return ids
end
return {
  activated {
    label = "copy a loot card being played",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(copyable(ctx)) end,
    effect = function(ctx, item) ctx:copy_loot(item) end,
  },
}
