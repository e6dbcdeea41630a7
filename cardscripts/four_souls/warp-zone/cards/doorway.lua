-- Doorway: ↷, choose one (each choice its own ↷ ability, chosen on activation, FS 4.4.1): put
-- each monster that is not being attacked into its discard pile; or each shop item; or each
-- room. No monster gives rewards this way (FS 7.5.5); the emptied slots refill (FS 7.8).
local function rooms(ctx)
  local found, slot = {}, 1
  while true do
    local ok, ids = pcall(ctx.zone, ctx, "room." .. slot)
    if not ok then break end
    if ids[1] then found[#found + 1] = ids[1] end
    slot = slot + 1
  end
  return found
end

local function not_attacked(ctx)
  local fight, ids = ctx:attacking(), {}
  for _, m in ipairs(ctx:monsters()) do
    if fight == nil or fight.target ~= m then ids[#ids + 1] = m end
  end
  return ids
end

return {
  activated {
    label = "discard each monster not being attacked",
    cost = { tap = true },
    condition = function(ctx) return #not_attacked(ctx) > 0 end,
    effect = function(ctx)
      for _, m in ipairs(not_attacked(ctx)) do
        if ctx:exists(m) then ctx:discard_monster(m) end
      end
    end,
  },
  activated {
    label = "discard each shop item",
    cost = { tap = true },
    condition = function(ctx) return #ctx:shop_items() > 0 end,
    effect = function(ctx)
      for _, item in ipairs(ctx:shop_items()) do ctx:discard(item) end
    end,
  },
  activated {
    label = "discard each room",
    cost = { tap = true },
    condition = function(ctx) return #rooms(ctx) > 0 end,
    effect = function(ctx)
      for _, room in ipairs(rooms(ctx)) do ctx:discard(room) end
    end,
  },
}
