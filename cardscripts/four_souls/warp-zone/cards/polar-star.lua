-- Polar Star // Booster v2.0, double-sided and eternal (a "side" counter, odd while Booster
-- v2.0 is up; Quote flips it). Either side, ↷, choose one: put a counter on this; or remove any
-- number of counters and: Polar Star, +1 attack for your next attack roll this turn per counter;
-- Booster v2.0, +1 to a die roll per counter.
local function booster(ctx) return ctx:counter(ctx.self, "side") % 2 == 1 end
local function pending(ctx)
  if ctx:recall("bonus_turn") ~= ctx:turn() then return 0 end
  return ctx:recall("bonus") or 0
end
local function spend(ctx)
  local n = ctx:number("Remove how many counters?", 1, ctx:counters_on(ctx.self))
  return ctx:remove_counters(ctx.self, n)
end
return {
  lib.counter_on_tap(),
  activated {
    label = "Polar Star: remove counters, +1 attack per counter for your next attack roll",
    cost = { tap = true },
    condition = function(ctx) return not booster(ctx) and ctx:counters_on(ctx.self) > 0 end,
    effect = function(ctx)
      local n = spend(ctx)
      ctx:remember("bonus", pending(ctx) + n)
      ctx:remember("bonus_turn", ctx:turn())
    end,
  },
  activated {
    label = "Booster v2.0: remove counters, +1 to a die roll per counter",
    hint = "roll",
    cost = { tap = true },
    condition = function(ctx) return booster(ctx) and ctx:counters_on(ctx.self) > 0 end,
    target = function(ctx) return ctx:labelled(ctx:rolls()) end,
    effect = function(ctx, roll) ctx:add_to_roll(roll, spend(ctx)) end,
  },
  static {
    label = "Polar Star: + attack for your next attack roll",
    stat = "combat_damage",
    applies = function(ctx, s) return s.player == ctx.controller and pending(ctx) > 0 end,
    value = function(ctx) return pending(ctx) end,
  },
  -- the bonus is used by the next attack roll: a miss spends it at once, a hit once its combat
  -- damage is dealt (the damage is counted as it resolves, FS 6.6)
  triggered {
    label = "Polar Star: the attack roll missed, the bonus is spent",
    on = "attack-roll",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and not ev.hit and pending(ctx) > 0
    end,
    effect = function(ctx) ctx:remember("bonus", nil) end,
  },
  triggered {
    label = "Polar Star: the bonus is spent",
    on = "damage",
    condition = function(ctx, ev)
      return ev.combat and ev.source == ctx.controller and pending(ctx) > 0
    end,
    effect = function(ctx) ctx:remember("bonus", nil) end,
  },
}
