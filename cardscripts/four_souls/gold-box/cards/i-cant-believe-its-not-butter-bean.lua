-- I Can't Believe It's Not Butter Bean: ↷: cancel a ↷ or $ ability of an item, or a loot card
-- being played, that targets an item you control or a die roll of yours on the stack.
local function aims_at_mine(ctx, info)
  for _, t in ipairs(info.targets) do
    local roll = ctx:roll_info(t)
    if roll ~= nil and roll.player == ctx.controller then return true end
    if ctx:zone_of(t) == ctx.controller .. ".items" then return true end
  end
  return false
end

return {
  activated {
    label = "cancel an ability or loot card aimed at your item or roll",
    hint = "prevent",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:stack_items()) do
        local info = ctx:item_info(id)
        if (info.from_item or info.kind == "loot") and info.source ~= ctx.self
          and aims_at_mine(ctx, info) then
          ids[#ids + 1] = id
        end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item) ctx:cancel(item) end,
  },
}
