-- Turdlings: only attack rolls of 2 deal it combat damage. The attacking player's second attack
-- roll against it in a turn ends the attack once that roll's combat damage is dealt (or
-- prevented): the attack is cancelled (FS 6.7.1 c). Every later roll that turn does the same:
-- read as "the 2nd roll only", a second attack on it in the turn by a player who can roll
-- neither a 2 nor a miss would never end (an attack goes on until a death, FS 6.2.7).
local function second_roll(ctx)
  return (ctx:recall("rolls:" .. ctx:turn()) or 0) >= 2 and ctx:attacking() ~= nil
end

return {
  triggered {
    label = "count the attack roll",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.target == ctx.self and ev.player == ctx:active() end,
    effect = function(ctx)
      local key = "rolls:" .. ctx:turn()
      ctx:remember(key, (ctx:recall(key) or 0) + 1)
    end,
  },
  replacement {
    label = "only an attack roll of 2 deals it combat damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and ev.combat and ev.roll ~= 2 end,
    apply = function(ctx, ev)
      if second_roll(ctx) then ctx:cancel_attack() end
      return false
    end,
  },
  triggered {
    label = "the second attack roll: cancel the attack",
    on = "damage",
    condition = function(ctx, ev)
      return ev.combat and (ev.target == ctx.self or ev.source == ctx.self) and second_roll(ctx)
    end,
    effect = function(ctx) ctx:cancel_attack() end,
  },
}
