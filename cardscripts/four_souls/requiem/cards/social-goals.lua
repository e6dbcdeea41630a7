-- Social Goals!: the table works together on five goals, counted while this room is in play:
-- 5 loot cards played, 3 monsters killed, one gift of 6¢ or more from a player to another,
-- 3 items bought, three 6s rolled. It can't be discarded until four goals are met; when the
-- fourth is met, each player gains +2 treasure.
local GOALS = { loot = 5, kills = 3, gift = 1, bought = 3, sixes = 3 }

local function met(ctx)
  local n = 0
  for name, need in pairs(GOALS) do
    if (ctx:recall(name) or 0) >= need then n = n + 1 end
  end
  return n
end

local function count(name)
  return function(ctx)
    local before = met(ctx)
    ctx:remember(name, (ctx:recall(name) or 0) + 1)
    if before < 4 and met(ctx) >= 4 then
      for _, seat in ipairs(ctx:each_player()) do ctx:gain_treasure(seat, 2) end
    end
  end
end

local function goal(name, on, condition)
  return triggered { label = "goal: " .. name, on = on, condition = condition, effect = count(name) }
end

return {
  goal("loot", "play-loot"),
  goal("kills", "die", function(ctx, ev) return ev.victim == "monster" end),
  goal("gift", "lose-cents", function(ctx, ev)
    return ev.to ~= nil and ev.how ~= "steal" and ev.how ~= "penalty" and (ev.result or 0) >= 6
  end),
  goal("bought", "purchase"),
  goal("sixes", "roll-result", function(ctx, ev) return ev.result == 6 end),
  replacement {
    label = "can't be discarded yet",
    on = "move",
    condition = function(ctx, ev) return ev.object == ctx.self and met(ctx) < 4 end,
    apply = function(ctx, ev) return false end,
  },
}
