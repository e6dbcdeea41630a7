-- Bag-o-Trash: $ 3¢: one more loot play this turn. $ 4¢: loot 1. $ 6¢: deal 1 damage to a
-- monster or a player.
return {
  activated {
    label = "pay 3¢: one more loot play this turn",
    cost = { cents = 3 },
    condition = function(ctx) return ctx:hand_size(ctx.controller) > 0 end,
    effect = function(ctx) ctx:add_loot_plays(ctx.controller, 1) end,
  },
  activated {
    label = "pay 4¢: loot 1",
    cost = { cents = 4 },
    effect = function(ctx) ctx:loot(ctx.controller, 1) end,
  },
  activated {
    label = "pay 6¢: deal 1 damage",
    cost = { cents = 6 },
    target = function(ctx) return ctx:labelled(ctx:monsters_and_players()) end,
    effect = function(ctx, who) ctx:deal_damage(who, 1) end,
  },
}
