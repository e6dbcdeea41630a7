-- Possession (Abe's starting item): at the start of your turn you may choose another player:
-- recharge each item they control; until the end of your turn you may activate their items as
-- if you controlled them (ctx:use_items_of, plugins/four_souls/possession.py); at the end of
-- your turn, that player loots 2.
return {
  triggered {
    label = "possess another player's items",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local options = ctx:labelled(ctx:others(ctx.controller))
      options[#options + 1] = { id = "nobody", label = "nobody" }
      local seat = ctx:choose("Possession: whose items do you use this turn?", options)
      if seat == "nobody" then return end
      for _, item in ipairs(ctx:items(seat)) do ctx:recharge(item) end
      ctx:use_items_of(seat)
      ctx:remember("possessed", { seat = seat, turn = ctx:turn() })
    end,
  },
  triggered {
    label = "your turn ends: the possessed player loots 2",
    on = "turn-end",
    condition = function(ctx, ev)
      local possessed = ctx:recall("possessed")
      return ev.player == ctx.controller and possessed ~= nil and possessed.turn == ctx:turn()
    end,
    effect = function(ctx)
      local possessed = ctx:recall("possessed")
      ctx:remember("possessed", nil)
      if possessed then ctx:loot(possessed.seat, 2) end
    end,
  },
}
