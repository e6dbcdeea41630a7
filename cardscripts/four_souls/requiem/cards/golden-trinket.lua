-- Golden Trinket: when this enters play, put a gold counter on another non-eternal item you
-- control. This has the abilities of each other item with a gold counter: here, their ↷
-- abilities, used by deactivating this (their passive abilities are not shared).
local function golden(ctx)
  local out = {}
  for _, id in ipairs(ctx:all_items()) do
    if id ~= ctx.self and ctx:counter(id, "gold") > 0 and ctx:usable_abilities(id) > 0 then
      out[#out + 1] = id
    end
  end
  return out
end

return {
  triggered {
    label = "put a gold counter on another item",
    on = "gain-item",
    condition = function(ctx, ev)
      return ev.card == ctx.card_id and ev.player == ctx.controller
    end,
    effect = function(ctx)
      local options = {}
      for _, id in ipairs(ctx:items(ctx.controller, "non-eternal")) do
        if id ~= ctx.self then options[#options + 1] = id end
      end
      if #options == 0 then return end
      local item = ctx:choose("Put a gold counter on which item?", ctx:labelled(options))
      ctx:add_counter(item, "gold", 1)
    end,
  },
  activated {
    label = "use an ability of a gold item",
    cost = { tap = true },
    condition = function(ctx) return #golden(ctx) > 0 end,
    effect = function(ctx)
      local items = golden(ctx)
      if #items == 0 then return end
      ctx:use_ability_of(ctx:choose("Use an ability of which gold item?", ctx:labelled(items)))
    end,
  },
}
