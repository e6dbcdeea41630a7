-- Magic Marker: a card in play, or a loot card being played, uses each of its numbers 1
-- higher or 1 lower (your choice) until the end of the turn, within 1 to 6.
local function choices(ctx)
  local ids = ctx:all_items()
  for _, c in ipairs(ctx:characters()) do ids[#ids + 1] = c end
  for _, item in ipairs(ctx:stack_items("loot")) do
    local info = ctx:item_info(item)
    if info and info.source and info.source ~= ctx.self then ids[#ids + 1] = info.source end
  end
  return ctx:labelled(ids)
end

return {
  target = choices,
  on_play = function(ctx, card)
    local way = ctx:choose("Each number of it is …",
      { { id = "up", label = "1 higher" }, { id = "down", label = "1 lower" } })
    ctx:change_numbers(card, way == "up" and 1 or -1)
  end,
}
