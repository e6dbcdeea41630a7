-- Pills! (triple roll): roll three times; for each roll, 1-2: +1 attack until the end of the
-- turn; 3-4: +1 health until the end of the turn; 5-6: take 1 damage.
return {
  on_play = function(ctx)
    for _ = 1, 3 do ctx:roll_die("result") end
  end,
  result = function(ctx, r)
    local me = ctx.controller
    if r <= 2 then
      ctx:add_effect(me, "attack", 1)
    elseif r <= 4 then
      ctx:add_effect(me, "hp", 1)
    else
      ctx:deal_damage(me, 1)
    end
  end,
}
