-- Friendly Ball: ↷: if nothing is under this, put a monster that is not being attacked under
-- this (out of play, R-118). ↷: put the monster under this into a monster slot that is not
-- being attacked; the active player must attack it once more this turn.
local function free_monsters(ctx)
  local fight, ids = ctx:attacking(), {}
  for _, m in ipairs(ctx:monsters()) do
    if fight == nil or fight.target ~= m then ids[#ids + 1] = m end
  end
  return ids
end

local function held(ctx)
  local id = ctx:recall("under")
  if id ~= nil and ctx:zone_of(id) == "out" then return id end
  return nil
end

return {
  activated {
    label = "catch a monster",
    cost = { tap = true },
    condition = function(ctx) return held(ctx) == nil end,
    target = function(ctx) return ctx:labelled(free_monsters(ctx)) end,
    effect = function(ctx, monster)
      if held(ctx) ~= nil or not ctx:exists(ctx.self) then return end
      ctx:remember("under", ctx:move(monster, "out"))
    end,
  },
  activated {
    label = "release the monster",
    cost = { tap = true },
    condition = function(ctx) return held(ctx) ~= nil end,
    effect = function(ctx)
      local monster = held(ctx)
      if monster == nil then return end
      local slot = ctx:choose_slot("monster")
      if slot == nil then return end
      ctx:remember("under", nil)
      local placed = ctx:to_slot(monster, slot)
      if placed == nil then return end
      ctx:extra_attack("may")
      ctx:must_attack(placed)
    end,
  },
}
