-- Pills! (reroll): roll. 1-2: reroll an item you control. 3-4: reroll an item. 5-6: reroll each
-- item you control. (Eternal items cannot be rerolled.)
return {
  on_play = function(ctx)
    ctx:roll_die("pill")
  end,
  pill = function(ctx, result)
    local me = ctx:you()
    if result >= 5 then
      for _, id in ipairs(ctx:items(me, "non-eternal")) do ctx:reroll_item(id) end
      return
    end
    local pool = result <= 2 and ctx:items(me, "non-eternal") or ctx:all_items("non-eternal")
    if #pool == 0 then return end
    ctx:reroll_item(ctx:choose("Reroll which item?", ctx:labelled(pool)))
  end,
}
