-- The Adversary (The Summer of Isaac): at the start of each turn each player, in turn order from
-- the active player, picks a number from 1 to 6 nobody has picked this turn. Until the end of
-- the turn, each time a die shows a player's number, that player takes 1 damage.
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
        local options = {}
        for n = 1, 6 do
          if not taken[n] then options[#options + 1] = { id = tostring(n), label = tostring(n) } end
        end
        local n = tonumber(ctx:choose("Pick your number (you take 1 damage when it is rolled)",
                                      options, p))
        taken[n] = true
        ctx:remember("pick:" .. p, n)
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
