-- ↷: change a die roll on the stack. Each entry of params.options is its own ↷ ability, so the
-- amount is chosen on activation (FS 4.4.1): {add = n} or {set = n}; params.not_attack: only
-- rolls that are not attack rolls (Lucky Foot).
local abilities = {}
for _, option in ipairs(params.options) do
  local label = option.set and ("make a die roll a " .. option.set)
    or ((option.add > 0 and "+" or "") .. option.add .. " to a die roll")
  abilities[#abilities + 1] = activated {
    label = label,
    hint = "roll",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:rolls()) do
        if not (params.not_attack and ctx:roll_info(id).attack) then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, roll)
      if option.set then ctx:set_roll(roll, option.set) else ctx:add_to_roll(roll, option.add) end
    end,
  }
end
return abilities
