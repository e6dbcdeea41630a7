-- Laser Eye!: each time a player loots, they take 1 damage.
return {
  triggered {
    label = "looting hurts",
    on = "loot",
    condition = function(ctx, ev) return ev.count > 0 end,
    effect = function(ctx, ev) ctx:deal_damage(ev.player, 1) end,
  },
}
