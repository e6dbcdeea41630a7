-- Ball of Tar: $ discard a loot card: choose one: copy a loot card another player is playing
-- (not a trinket or an ambush, and not one copied this turn, FS 10.5.2); or put a monster that is
-- not being attacked into its discard pile (no rewards); or prevent the next 1 damage you would
-- take this turn (FS 10.3).
local function copyable(ctx)
  local ids = {}
  for _, id in ipairs(ctx:stack_items("loot")) do
    local info = ctx:item_info(id)
    local tags = {}
    for _, t in ipairs(ctx:tags(info.card)) do tags[t] = true end
    local copied = ctx:recall("copied") == ctx:turn() .. ":" .. id
    if info.controller ~= ctx.controller and not tags.trinket and not tags.ambush
        and not copied then
      ids[#ids + 1] = id
    end
  end
  return ids
end

local function unattacked(ctx)
  local attack, ids = ctx:attacking(), {}
  for _, id in ipairs(ctx:monsters()) do
    if not (attack and attack.target == id) then ids[#ids + 1] = id end
  end
  return ids
end

return {
  activated {
    label = "copy a loot, discard a monster, or prevent 1 damage",
    hint = "now",
    cost = { discard = 1 },
    effect = function(ctx)
      local modes = {}
      if #copyable(ctx) > 0 then modes[#modes + 1] = { id = "copy", label = "copy a loot card" } end
      if #unattacked(ctx) > 0 then
        modes[#modes + 1] = { id = "monster", label = "discard a monster not being attacked" }
      end
      modes[#modes + 1] = { id = "prevent", label = "prevent the next 1 damage to you" }
      local mode = ctx:choose("Ball of Tar: choose one", modes)
      if mode == "copy" then
        local item = ctx:choose("Copy which loot card?", ctx:labelled(copyable(ctx)))
        ctx:remember("copied", ctx:turn() .. ":" .. item)
        ctx:copy_loot(item)
      elseif mode == "monster" then
        ctx:discard_monster(ctx:choose("Discard which monster?", ctx:labelled(unattacked(ctx))))
      else
        ctx:prevent(ctx.controller, 1)
      end
    end,
  },
}
