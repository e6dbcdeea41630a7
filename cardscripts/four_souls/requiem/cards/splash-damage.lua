-- Splash Damage: each time a player deals damage to a monster, the player to their left takes 1
-- damage (dealt by this room).
return {
  triggered {
    label = "the splash hits the next player",
    on = "damage",
    condition = function(ctx, ev)
      return ev.card ~= nil and ev.source_player ~= nil and (ev.result or 0) > 0
    end,
    effect = function(ctx, ev) ctx:deal_damage(ctx:left_of(ev.source_player), 1) end,
  },
}
