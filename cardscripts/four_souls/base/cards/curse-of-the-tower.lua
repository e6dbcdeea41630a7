-- Curse of the Tower: each time you take damage, roll: 1-3 each other player takes 1 damage;
-- 4-6 deal 1 damage to a monster of your choice.
return {
  triggered {
    label = "roll when you take damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller end,
    effect = function(ctx)
      ctx:roll_die("crumble")
    end,
  },
  crumble = function(ctx, result)
    if result <= 3 then
      ctx:damage_each_player(1, ctx.controller)
    else
      local ms = ctx:monsters()
      if #ms > 0 then ctx:deal_damage(ctx:choose("Deal 1 damage to which monster?", ctx:labelled(ms)), 1) end
    end
  end,
}
