-- Black Rune: roll. 1-2: 1 damage to each monster. 3-4: reroll an item. 5-6: discard your hand,
-- then loot 3.
return {
  on_play = function(ctx)
    ctx:roll_die("rune")
  end,
  rune = function(ctx, result)
    local me = ctx:you()
    if result <= 2 then
      ctx:damage_each_monster(1)
    elseif result <= 4 then
      local items = ctx:all_items("non-eternal")
      if #items == 0 then return end
      ctx:reroll_item(ctx:choose("Reroll which item?", ctx:labelled(items)))
    else
      ctx:discard_hand(me)
      ctx:loot(me, 3)
    end
  end,
}
