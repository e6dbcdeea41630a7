-- Book of the Dead: ↷: put a monster card (not an event) from the monster discard pile into a
-- monster slot that is not being attacked.
local function dead_monsters(ctx)
  local ids = {}
  for _, id in ipairs(ctx:deck("monster.discard")) do
    if ctx:card(id).type == "monster" then ids[#ids + 1] = id end
  end
  return ids
end

return {
  activated {
    label = "bring back a monster",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(dead_monsters(ctx)) end,
    effect = function(ctx, monster)
      if ctx:zone_of(monster) ~= "monster.discard" then return end
      local slot = ctx:choose_slot("monster")
      if slot == nil then return end
      ctx:to_slot(monster, slot)
    end,
  },
}
