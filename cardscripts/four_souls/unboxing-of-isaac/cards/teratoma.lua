-- Teratoma: each time it takes damage, put a spider counter on it. When it dies, the active
-- player deals X damage divided as they choose among living players, X = the spider counters it
-- had (last known information, ev.last_known) and the ones still owed: the damage that kills
-- it is stacked below its death (FS 7.4.4), so that hit's counter trigger is still waiting when
-- X is counted; it counts all the same (each time this takes damage, a counter). Each player
-- chosen takes their share at once.
local COUNTER = "a spider counter for the damage"

-- the counter triggers of `id` (this Teratoma as it died) still waiting on the stack
local function owed(ctx, id)
  local n = 0
  for _, item in ipairs(ctx:stack_items("ability")) do
    local info = ctx:item_info(item) or {}
    -- a stack item's label names its card first ("Teratoma: a spider counter ...")
    local label = info.label or ""
    if info.source == id and string.sub(label, -#COUNTER) == COUNTER then n = n + 1 end
  end
  return n
end

return {
  triggered {
    label = COUNTER,
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.result or 0) > 0 end,
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:add_counter(ctx.self, "spider", 1) end
    end,
  },
  triggered {
    label = "when this dies: X damage divided among players",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx, ev)
      local known = ev.last_known and ev.last_known.counters or {}
      local x, ap = (known.spider or 0) + owed(ctx, ev.target), ctx:active()
      local shares, order = {}, {}
      for left = x, 1, -1 do
        local living = ctx:living()
        if #living == 0 then break end
        local who = ctx:choose("Deal 1 of the " .. left .. " damage left to whom?",
                               ctx:labelled(living), ap)
        if shares[who] == nil then order[#order + 1] = who end
        shares[who] = (shares[who] or 0) + 1
      end
      for _, who in ipairs(order) do ctx:deal_damage(who, shares[who]) end
    end,
  },
}
