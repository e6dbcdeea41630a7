-- Birthright: ↷: this becomes a copy of an eternal item you control for the rest of the game,
-- but loses eternal (FS 10.5.1).
return {
  activated {
    label = "become a copy of your eternal item",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:items(ctx.controller)) do
        if id ~= ctx.self and ctx:is_eternal(id) then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, item)
      if ctx:exists(ctx.self) then ctx:become_copy(item, false, true) end
    end,
  },
}
