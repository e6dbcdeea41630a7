-- XVI. The Tower: roll. 1-2 each player takes 1 damage; 3-4 each monster takes 1;
-- 5-6 each player takes 2.
return {
  on_play = function(ctx)
    ctx:roll_die("fall")
  end,
  fall = function(ctx, result)
    if result <= 2 then
      ctx:damage_each_player(1)
    elseif result <= 4 then
      for _, m in ipairs(ctx:monsters()) do ctx:deal_damage(m, 1) end
    else
      ctx:damage_each_player(2)
    end
  end,
}
