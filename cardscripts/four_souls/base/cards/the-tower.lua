-- XVI. The Tower: roll. 1-2 each player takes 1 damage; 3-4 each monster takes 1;
-- 5-6 each player takes 2. The player orders the monsters' damage (FS 10.11.5, R-107).
return {
  on_play = function(ctx)
    ctx:roll_die("fall")
  end,
  fall = function(ctx, result)
    if result <= 2 then
      ctx:damage_each_player(1)
    elseif result <= 4 then
      ctx:damage_each_monster(1)
    else
      ctx:damage_each_player(2)
    end
  end,
}
