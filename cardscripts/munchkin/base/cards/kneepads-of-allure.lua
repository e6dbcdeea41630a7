-- Kneepads of Allure (MK 4.11, 10.3, 14.18): while you wear them, a player of higher level
-- than you cannot refuse to help you, and helps for no reward. Two-player options (game
-- option kneepads): ignore = discarded and replaced as soon as drawn (A); two-uses = 2
-- counters, one per forced help, discarded at none (B); bonus = no forced help but +1 per 3
-- levels of the opponent, rounded up (C).
local function mode(ctx)
  return ctx:option("kneepads")
end

return {
  bonus = function(ctx, seat)
    if mode(ctx) ~= "bonus" then
      return 0
    end
    local best = 0
    for _, other in ipairs(ctx:others(seat, "left")) do
      best = math.max(best, ctx:level(other))
    end
    return (best + 2) // 3
  end,

  forces_help = function(ctx, seat, helper)
    local m = mode(ctx)
    if m == "bonus" or m == "ignore" then
      return false
    end
    if m == "two-uses" and ctx:counter(ctx.self, "uses") <= 0 then
      return false
    end
    return ctx:level(helper) > ctx:level(seat)
  end,

  forced = function(ctx, seat)
    if mode(ctx) == "two-uses" then
      ctx:add_counter(ctx.self, "uses", -1)
      if ctx:counter(ctx.self, "uses") <= 0 then
        ctx:discard(ctx.self, "used-up")
      end
    end
  end,

  -- it has just reached a hand (drawn, looted, taken): option A throws it away at once
  arrives = function(ctx, seat)
    if mode(ctx) == "ignore" then
      ctx:discard(ctx.self, "ignored")
      ctx:draw(seat, "treasure", 1, "down")
    end
  end,

  -- it has just been put on a table: option B gives it its two uses
  entered = function(ctx, seat)
    if mode(ctx) == "two-uses" then
      ctx:add_counter(ctx.self, "uses", 2)
    end
  end,
}
