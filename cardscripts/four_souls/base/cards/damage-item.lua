-- An item that deals params.damage damage: params.cost ({tap = true} or {cents = 5}),
-- params.targets = "monsters", "players" or "both".
return {
  activated {
    label = "deal " .. params.damage .. " damage",
    cost = params.cost,
    target = function(ctx)
      local ids = {}
      if params.targets ~= "players" then ids = ctx:monsters() end
      if params.targets ~= "monsters" then
        for _, p in ipairs(ctx:living()) do ids[#ids + 1] = p end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, who)
      ctx:deal_damage(who, params.damage)
    end,
  },
}
