-- Help Me Out Here! (MK 4.21, 14.22): the losing fighter takes an item from another
-- player's table, legal only if the fight is won with it and lost without. The plugin
-- watches the combat: if later plays make the side lose, the item goes back and the
-- combat is lost, so the fighter must run.
return {
  -- a card with no target on offer is not playable: the game asks targets after this
  playable = function(ctx, seat)
    return ctx:fighter() == seat and not ctx:running()
  end,

  targets = function(ctx, seat)
    local out = {}
    for _, id in ipairs(ctx:winning_items(seat)) do
      out[#out + 1] = { id = id, label = "borrow " .. ctx:card(id).name .. " from " .. ctx:owner(id) }
    end
    return out
  end,

  on_play = function(ctx, item)
    ctx:borrow(item)
  end,
}
