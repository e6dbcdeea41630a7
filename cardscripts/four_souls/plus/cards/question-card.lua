-- ? Card: as you play this, choose an item; this card's ability is a copy of one of its ↷
-- abilities. The copy goes on the stack as this card's own, no cost paid (FS 10.5.4), and this
-- card waits on the stack until it resolves; "this" in it is the loot, which can't be destroyed
-- or become an item, so a copied "destroy this" or "this becomes a copy" does nothing (R-094,
-- R-095).
return {
  target = function(ctx)
    local ids = {}
    for _, id in ipairs(ctx:all_items()) do
      if ctx:usable_abilities(id) > 0 then ids[#ids + 1] = id end
    end
    return ctx:labelled(ids)
  end,
  on_play = function(ctx, item)
    ctx:use_ability_of(item)
  end,
}
