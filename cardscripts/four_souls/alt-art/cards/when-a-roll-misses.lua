-- Each time an attack roll misses (FS 6.5.3), params.effect:
--   "low_roll_hurts"  any player's miss, while this is in play: that player rolls; on 1 or 2 they
--                     take 1 damage (Big Bony)
--   "doubles_die"     a miss against this: the attacking player rolls two dice; if both show the
--                     same number, they die (The Bloat)
--- param effect: 'low_roll_hurts'|'doubles_die'
local E = params.effect

return {
  triggered {
    label = E == "doubles_die" and "a miss: roll two dice, doubles die" or "a miss: roll, 1-2 hurts",
    on = "attack-roll",
    condition = function(ctx, ev)
      if ev.hit then return false end
      return E == "low_roll_hurts" or ev.target == ctx.self
    end,
    effect = function(ctx, ev)
      if E == "low_roll_hurts" then
        ctx:roll_die("low_hurts", ev.player, ev.player)
      else
        local a, b = ctx:roll(ev.player), ctx:roll(ev.player)
        if a == b and not ctx:is_dead(ev.player) then ctx:kill(ev.player) end
      end
    end,
  },
  -- Big Bony: the missing player's roll
  low_hurts = function(ctx, result, roller)
    if result <= 2 then ctx:deal_damage(roller, 1) end
  end,
}
