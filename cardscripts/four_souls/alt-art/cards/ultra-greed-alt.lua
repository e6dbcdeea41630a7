-- Ultra Greed! (Alt Ability): when an attack is declared on it (FS 6.3), the active player puts a
-- gold counter on a non-eternal item in play of their choice; when it dies, the active player
-- may take an item with a gold counter from another player (a steal, FS 10.6.5). A gold counter
-- does nothing by itself.
local function _gilded(ctx, ap)
  local ids = {}
  for _, p in ipairs(ctx:others(ap)) do
    for _, item in ipairs(ctx:items(p)) do
      if ctx:counter(item, "gold") > 0 then ids[#ids + 1] = item end
    end
  end
  return ids
end

return {
  triggered {
    label = "attacked: a gold counter on a non-eternal item",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local items = ctx:all_items("non-eternal,controlled")
      if #items == 0 then return end
      local item = ctx:choose("Put a gold counter on which item?", ctx:labelled(items), ctx:active())
      ctx:add_counter(item, "gold", 1)
    end,
  },
  triggered {
    label = "when this dies: steal a gilded item",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local ap = ctx:active()
      local ids = _gilded(ctx, ap)
      if #ids > 0 and ctx:confirm("Take an item with a gold counter?", ap) then
        ctx:take_item(ctx:choose("Take which item?", ctx:labelled(ids), ap), ap)
      end
    end,
  },
}
