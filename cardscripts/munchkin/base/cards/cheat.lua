-- Cheat! (MK 7.12): goes on your table bound to one of your items, from your table or from
-- your hand, outside your own combat. That item then works against any rule (slots, hands,
-- Big, race, class, sex). The two never part: they are discarded, stolen, traded and looted
-- together (the plugin keeps the bond), and Cheat! cannot move to another item.
return {
  -- a card with no target on offer is not playable: the game asks targets after this
  playable = function(ctx, seat)
    return not ctx:in_combat(seat)
  end,

  targets = function(ctx, seat)
    local out = {}
    for _, id in ipairs(ctx:cheatable(seat)) do
      out[#out + 1] = { id = id, label = "cheat with " .. ctx:card(id).name }
    end
    return out
  end,

  on_play = function(ctx, item)
    ctx:attach_cheat(item)
  end,
}
