-- Game Crash!: destroy each item in play (not eternal ones, FS 9.10.1), then put each monster
-- and each room into its discard pile (no rewards, FS 7.5.5).
local function rooms(ctx)
  local found = {}
  local slot = 1
  while true do
    local ok, ids = pcall(ctx.zone, ctx, "room." .. slot)
    if not ok then break end
    if ids[1] then found[#found + 1] = ids[1] end
    slot = slot + 1
  end
  return found
end

return {
  on_reveal = function(ctx)
    for _, item in ipairs(ctx:all_items("non-eternal")) do ctx:destroy(item) end
    for _, monster in ipairs(ctx:monsters()) do
      if monster ~= ctx.self then ctx:discard_monster(monster) end
    end
    for _, room in ipairs(rooms(ctx)) do ctx:discard(room) end
  end,
}
