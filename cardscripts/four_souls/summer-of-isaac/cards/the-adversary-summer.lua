-- The Adversary (The Summer of Isaac): at the start of each turn each player, in turn order from
-- the active player, picks a number from 1 to 6 nobody has picked this turn. Until the end of
-- the turn, each time a die shows a player's number, that player takes 1 damage.

-- a player who keeps naming taken numbers (a random bot) gets the lowest free one after this
local MAX_TRIES = 10

local function first_free(taken)
  for n = 1, 6 do
    if not taken[n] then return n end
  end
  return 1
end

local function picker_of(ctx, result)
  if ctx:recall("turn") ~= ctx:turn() then return nil end
  for _, p in ipairs(ctx:players()) do
    if ctx:recall("pick:" .. p) == result then return p end
  end
  return nil
end

return {
  triggered {
    label = "each player picks a number",
    on = "turn-start",
    effect = function(ctx)
      local taken = {}
      ctx:remember("turn", ctx:turn())
      for _, p in ipairs(ctx:each_player()) do
        -- asked as a number (a typed 3 is 3, not the third option); a taken one is asked again
        local n = ctx:number("Pick your number, 1 to 6 (you take 1 damage when it is rolled)",
                             1, 6, p)
        local tries = 1
        while taken[n] and tries < MAX_TRIES do
          ctx:log(n .. " is taken: " .. p .. " picks again")
          n = ctx:number("Pick a number no one has picked, 1 to 6", 1, 6, p)
          tries = tries + 1
        end
        if taken[n] then n = first_free(taken) end
        taken[n] = true
        ctx:remember("pick:" .. p, n)
        ctx:log(p .. " picks " .. n .. ": a " .. n .. " rolled this turn deals them 1 damage")
      end
    end,
  },
  triggered {
    label = "a player's number was rolled: they take 1 damage",
    on = "roll-result",
    condition = function(ctx, ev) return picker_of(ctx, ev.result) ~= nil end,
    effect = function(ctx, ev)
      local p = picker_of(ctx, ev.result)
      if p then ctx:deal_damage(p, 1) end
    end,
  },
}
