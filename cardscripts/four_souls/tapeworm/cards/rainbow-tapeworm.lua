-- Rainbow Tapeworm (trinket): as your turn starts, roll: on 4-6 this becomes a copy of a
-- non-eternal item in play until the end of the turn (FS 10.5.1).
return {
  triggered {
    label = "roll: on 4-6 become a copy of an item",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:roll_die("copy") end,
  },
  copy = function(ctx, result)
    if result < 4 or not ctx:exists(ctx.self) then return end
    local items = {}
    for _, id in ipairs(ctx:all_items("non-eternal")) do
      if id ~= ctx.self then items[#items + 1] = id end
    end
    if #items == 0 then return end
    ctx:become_copy(ctx:choose("Rainbow Tapeworm: copy which item?", ctx:labelled(items)), true)
  end,
}
