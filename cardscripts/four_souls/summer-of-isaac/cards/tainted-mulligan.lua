-- Tainted Mulligan: when an attack is declared on it, it gets +1 health for each loot card in
-- the active player's hand, until the end of the turn (counted once, as the attack begins).
return {
  triggered {
    label = "+1 health per loot card in the attacker's hand",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx, ev)
      local n = ctx:hand_size(ev.player)
      if n > 0 then ctx:add_effect(ctx.self, "hp", n) end
    end,
  },
}
