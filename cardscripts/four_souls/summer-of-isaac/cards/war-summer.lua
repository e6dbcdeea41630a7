-- War (The Summer of Isaac): at the start of each turn, put an AT counter on another monster
-- chosen at random. What an AT counter does (+1 attack) is the set's declared counter meaning.
return {
  triggered {
    label = "an AT counter on another random monster",
    on = "turn-start",
    effect = function(ctx)
      local others = {}
      for _, id in ipairs(ctx:monsters()) do
        if id ~= ctx.self then others[#others + 1] = id end
      end
      local pick = lib.pick_random(others)
      if pick then ctx:add_counter(pick, "at", 1) end
    end,
  },
}
