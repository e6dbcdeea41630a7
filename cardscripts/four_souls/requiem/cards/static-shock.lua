-- Static Shock: each time a player activates an item, they take 1 damage (a character's or a
-- room's ability is no item's).
return {
  triggered {
    label = "a shock",
    on = "activate",
    condition = function(ctx, ev)
      local card = ctx:card(ev.card)
      return ev.is_item and card ~= nil and card.type ~= "room"
    end,
    effect = function(ctx, ev) ctx:deal_damage(ev.player, 1) end,
  },
}
