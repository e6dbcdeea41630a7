-- Copycat Scrap (test only): choose an item; this loot uses one of its ↷ abilities as its own
-- (FS 10.5.4): "this" is the loot, so a copied "destroy this" destroys nothing (R-094).
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
