-- Secret Room! (Alt Ability): the active player rolls (FS 5.1.4): 1-2 they take 3 damage; 3-4
-- loot 2; 5 loot 4; 6 they reroll an item they control (FS 10.9) and gain +1 treasure.
return {
  on_reveal = function(ctx) ctx:roll_die("room", nil, ctx:active()) end,
  room = function(ctx, result)
    local ap = ctx:active()
    if result <= 2 then
      ctx:deal_damage(ap, 3)
    elseif result <= 4 then
      ctx:loot(ap, 2)
    elseif result == 5 then
      ctx:loot(ap, 4)
    else
      local items = ctx:items(ap, "non-eternal")
      if #items > 0 then
        ctx:reroll_item(ctx:choose("Reroll which item?", ctx:labelled(items), ap))
      end
      ctx:gain_treasure(ap, 1)
    end
  end,
}
