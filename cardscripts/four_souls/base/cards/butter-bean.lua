-- Butter Bean!: cancel a loot card being played, or a ↷/$ ability of an item, on the stack.
return {
  target = function(ctx)
    local ids = {}
    for _, id in ipairs(ctx:stack_items()) do
      local info = ctx:item_info(id)
      if (info.kind == "loot" and info.source ~= ctx.self) or info.from_item then
        ids[#ids + 1] = id
      end
    end
    return ctx:labelled(ids)
  end,
  on_play = function(ctx, item)
    ctx:cancel(item)
  end,
}
