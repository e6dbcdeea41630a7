-- Giant Poop: when an attack is declared on it, every player other than the active one teams up
-- with the attacker (team_up.py). Each time a player deals it damage, they loot 1. Whoever kills
-- it gains its rewards.
return {
  triggered {
    label = "every other player teams up",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      for _, seat in ipairs(ctx:living()) do
        if seat ~= ctx:active() then ctx:team_up(seat) end
      end
    end,
  },
  triggered {
    label = "they loot 1",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.self and (ev.result or 0) > 0 and ev.source_player ~= nil
    end,
    effect = function(ctx, ev) ctx:loot(ev.source_player, 1) end,
  },
  rewarded = function(ctx, death) return death.killer end,
}
