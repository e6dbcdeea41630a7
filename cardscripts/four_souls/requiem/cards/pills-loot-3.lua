-- Pills! (loot 3): roll, then loot 3. 1-2: then put three cards from your hand on top of the
-- loot deck (one at a time: the last one put back ends on top); 3-4: then put one back.
return {
  on_play = function(ctx)
    ctx:roll_die("result")
  end,
  result = function(ctx, r)
    ctx:loot(ctx.controller, 3)
    local back = r <= 2 and 3 or r <= 4 and 1 or 0
    for _ = 1, back do ctx:put_back_loot(ctx.controller) end
  end,
}
