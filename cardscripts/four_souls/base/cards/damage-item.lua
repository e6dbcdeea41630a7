-- An item that deals params.damage damage: params.cost ({tap = true} or {cents = 5}),
-- params.targets = "monsters", "players" or "both".
--- param cost: table
--- param damage: count
--- param targets: string
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
