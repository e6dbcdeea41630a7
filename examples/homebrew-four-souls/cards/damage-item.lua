-- Copied unchanged from cardscripts/four_souls/base/cards/damage-item.lua (a set's scripts must be in its own cards/).
-- An item that deals params.damage damage: params.cost ({tap = true} or {cents = 5}),
-- params.targets = "monsters", "players" or "both".
return {
  activated {
    label = "deal " .. params.damage .. " damage",
    cost = params.cost,
    target = function(ctx)
      if params.targets == "monsters" then return ctx:labelled(ctx:monsters()) end
      if params.targets == "players" then return ctx:labelled(ctx:living()) end
      return ctx:labelled(ctx:monsters_and_players())
    end,
    effect = function(ctx, who)
      ctx:deal_damage(who, params.damage)
    end,
  },
}
