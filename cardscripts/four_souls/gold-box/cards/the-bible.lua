-- The Bible: ↷, choose one: destroy a curse; cancel your attack (its pending miss fizzles,
-- R-049); or kill a monster named Mom!, Mom's Heart! or It Lives! (any of its names: Mom's
-- Charmed Heart is also named Mom's Heart!).
local NAMES = { "Mom!", "Mom's Heart!", "It Lives!" }

local function named(ctx)
  local ids = {}
  for _, m in ipairs(ctx:monsters()) do
    for _, name in ipairs(NAMES) do
      if ctx:named(m, name) then ids[#ids + 1] = m; break end
    end
  end
  return ids
end

local function my_attack(ctx)
  local atk = ctx:attacking()
  return atk ~= nil and atk.attacker == ctx.controller
end

return {
  activated {
    label = "destroy a curse",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:curses()) end,
    effect = function(ctx, curse) ctx:destroy(curse) end,
  },
  activated {
    label = "cancel your attack",
    hint = "prevent",  -- bots keep it: cancelling every attack at once would waste them
    cost = { tap = true },
    condition = my_attack,
    effect = function(ctx) if my_attack(ctx) then ctx:cancel_attack() end end,
  },
  activated {
    label = "kill Mom!, Mom's Heart! or It Lives!",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(named(ctx)) end,
    effect = function(ctx, monster) ctx:kill(monster) end,
  },
}
