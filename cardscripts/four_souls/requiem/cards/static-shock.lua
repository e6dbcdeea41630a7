-- Static Shock: each time a player activates an item, they take 1 damage.
return {
  triggered {
    label = "a shock",
    on = "activate",
    condition = function(ctx, ev) return ev.is_item end,
    effect = function(ctx, ev) ctx:deal_damage(ev.player, 1) end,
  },
}
