-- Pills! (recharge / DC): roll. 1-2: recharge each item you control. 3-4: monsters you attack
-- have -1 evasion this turn. 5-6: they have +2 evasion. Only the active player attacks, so on
-- another player's turn 3-6 do nothing.
return {
  on_play = function(ctx)
    ctx:roll_die("result")
  end,
  result = function(ctx, r)
    local me = ctx.controller
    if r <= 2 then
      for _, item in ipairs(ctx:items(me, "tapped")) do ctx:recharge(item) end
    elseif ctx:is_active(me) then
      ctx:add_effect("monsters", "evasion", r <= 4 and -1 or 2)
    end
  end,
}
