-- The Crowdfunder: $ pay 2¢: roll (FS 5.1.4). 3-4: deal 1 damage to another player; 5-6:
-- deal 1 damage to a monster; 1-2: nothing.
return {
  activated {
    label = "pay 2¢: roll",
    cost = { cents = 2 },
    effect = function(ctx) ctx:roll_die("result") end,
  },
  result = function(ctx, r)
    if r == 3 or r == 4 then
      ctx:damage_another(1)
    elseif r >= 5 then
      local monsters = ctx:monsters()
      if #monsters == 0 then return end
      ctx:deal_damage(ctx:choose("The Crowdfunder: deal 1 damage to", ctx:labelled(monsters)), 1)
    end
  end,
}
