-- Dogma (The Summer of Isaac): each time a player rolls a 1, every other monster goes to the
-- discard (no rewards); when it dies, the active player puts an eternal counter on an item.
-- The counter's meaning (eternal) is the card's declared counter meaning, kept by the game.
local function all_items(ctx)
  local out = {}
  for _, p in ipairs(ctx:each_player()) do
    for _, id in ipairs(ctx:items(p)) do out[#out + 1] = id end
  end
  return out
end

return {
  triggered {
    label = "a 1 is rolled: the other monsters are discarded",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 1 end,
    effect = function(ctx)
      for _, id in ipairs(ctx:monsters()) do
        if id ~= ctx.self then ctx:discard_monster(id) end
      end
    end,
  },
  triggered {
    label = "when this dies: an eternal counter on an item",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local items = all_items(ctx)
      if #items == 0 then return end
      local item = ctx:choose("Put the eternal counter on which item?", ctx:labelled(items),
                              ctx:active())
      ctx:add_counter(item, "eternal", 1)
    end,
  },
}
