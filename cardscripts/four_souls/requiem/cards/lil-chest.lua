-- Lil Chest: each time you kill a monster, roll: 1-2 gain 2¢; 3-4 loot 2, then put a loot card
-- from your hand on top of the loot deck; 5-6 recharge each item you control.
return {
  triggered {
    label = "roll",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" and ev.killer == ctx.controller end,
    effect = function(ctx) ctx:roll_die("opened") end,
  },
  opened = function(ctx, result)
    local me = ctx.controller
    if result <= 2 then
      ctx:gain_cents(me, 2)
    elseif result <= 4 then
      ctx:loot(me, 2)
      ctx:put_back_loot(me)
    else
      for _, id in ipairs(ctx:items(me, "tapped")) do ctx:recharge(id) end
    end
  end,
}
