-- Pills! (damage): roll. 1-2: deal 1 damage to a player. 3-4: deal 1 damage to a monster.
-- 5-6: take 1 damage.
return {
  on_play = function(ctx)
    ctx:roll_die("pill")
  end,
  pill = function(ctx, result)
    local me = ctx:you()
    local pool
    if result <= 2 then
      pool = ctx:living()
    elseif result <= 4 then
      pool = ctx:monsters()
    else
      ctx:deal_damage(me, 1)
      return
    end
    if #pool == 0 then return end
    ctx:deal_damage(ctx:choose("Deal 1 damage to which?", ctx:labelled(pool)), 1)
  end,
}
