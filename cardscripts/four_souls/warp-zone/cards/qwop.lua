-- QWOP!: each living player rolls 3 times (each roll on the stack, FS 5.1.4); each one with the
-- highest sum, tied ones included, gains +1 treasure; each one with the lowest sum, tied ones
-- included, dies; then each player gains 1¢. Its two parts are separate abilities (R-024): the
-- sums are read once every roll has resolved.
local KEY = "qwop"

return {
  abilities = function(ctx) return { "run", "finish" } end,
  run = function(ctx)
    local rollers = ctx:living()
    ctx:remember("rollers", rollers, KEY)
    -- each player rolls in turn order from the active player (each die is rolled as its roll
    -- goes on the stack); the sums do not depend on the order the rolls resolve in
    for _, p in ipairs(rollers) do
      ctx:remember("sum:" .. p, 0, KEY)
      for _ = 1, 3 do ctx:roll_die("step", p, p) end
    end
  end,
  step = function(ctx, result, who)
    ctx:remember("sum:" .. who, (ctx:recall("sum:" .. who, KEY) or 0) + result, KEY)
  end,
  finish = function(ctx)
    local rollers = ctx:recall("rollers", KEY) or {}
    local high, low
    for _, p in ipairs(rollers) do
      local sum = ctx:recall("sum:" .. p, KEY) or 0
      if high == nil or sum > high then high = sum end
      if low == nil or sum < low then low = sum end
    end
    for _, p in ipairs(rollers) do
      if ctx:recall("sum:" .. p, KEY) == high then ctx:gain_treasure(p, 1) end
    end
    for _, p in ipairs(rollers) do
      if ctx:recall("sum:" .. p, KEY) == low then ctx:kill(p) end
    end
    for _, p in ipairs(ctx:each_player()) do ctx:gain_cents(p, 1) end
  end,
}
