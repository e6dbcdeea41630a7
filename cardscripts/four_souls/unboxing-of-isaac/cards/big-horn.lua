-- Big Horn: at the start of each turn, and each time it deals combat damage, the active player
-- deals 1 damage to a random living player (themselves included).
local function strike(ctx)
  local who = lib.pick_random(ctx:living())
  if who then ctx:deal_damage(who, 1) end
end
return {
  triggered {
    label = "at the start of each turn: 1 damage to a random player",
    on = "turn-start",
    effect = strike,
  },
  triggered {
    label = "it dealt combat damage: 1 damage to a random player",
    on = "damage",
    condition = function(ctx, ev)
      return ev.source == ctx.self and ev.combat and (ev.result or 0) > 0
    end,
    effect = strike,
  },
}
