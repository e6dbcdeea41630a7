-- Witch: choose one when it is played (FS 4.4.1): deal 1 damage to a monster or a player; or
-- add 1 to a roll on the stack; or subtract 1 from one; or cancel a ↷ or $ ability of an item,
-- or a loot card being played (FS 4.5).
local function cancellable(ctx)
  local ids = {}
  for _, id in ipairs(ctx:stack_items()) do
    local info = ctx:item_info(id)
    if info.from_item or (info.kind == "loot" and info.source ~= ctx.self) then
      ids[#ids + 1] = id
    end
  end
  return ids
end

return {
  modes = function(ctx)
    return {
      { id = "damage", label = "deal 1 damage to a monster or a player" },
      { id = "plus", label = "add 1 to a roll" },
      { id = "minus", label = "subtract 1 from a roll" },
      { id = "cancel", label = "cancel an item's ability or a loot card" },
    }
  end,
  target = function(ctx, mode)
    if mode == "damage" then return ctx:labelled(ctx:monsters_and_players()) end
    if mode == "cancel" then return ctx:labelled(cancellable(ctx)) end
    return ctx:labelled(ctx:rolls())
  end,
  on_play = function(ctx, target, mode)
    if mode == "damage" then
      ctx:deal_damage(target, 1)
    elseif mode == "plus" then
      ctx:add_to_roll(target, 1)
    elseif mode == "minus" then
      ctx:add_to_roll(target, -1)
    else
      ctx:cancel(target)
    end
  end,
}
