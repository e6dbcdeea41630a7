-- 20/20: ↷: add 1 or 2 to an attack roll on the stack. Each amount is its own ↷ ability, so
-- it is chosen on activation (FS 4.4.1), as for Lucky Foot.
local abilities = {}
for _, n in ipairs({ 1, 2 }) do
  abilities[#abilities + 1] = activated {
    label = "+" .. n .. " to an attack roll",
    hint = "roll",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:rolls()) do
        if ctx:roll_info(id).attack then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, roll) ctx:add_to_roll(roll, n) end,
  }
end
return abilities
