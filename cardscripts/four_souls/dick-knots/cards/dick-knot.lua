-- Dick Knot!: a counter on it each time a player declares an attack; +1 evasion and +1 attack
-- per counter; at the start of a turn, with 6 or more counters, it dies and so does the active
-- player (checked again as the ability resolves).
local function counters(ctx) return ctx:counter(ctx.self, "counters") end
local function this(ctx, subject) return subject == ctx.self end
return {
  triggered {
    label = "a counter for the attack",
    on = "declare-attack",
    effect = lib.put_counter,
  },
  static { stat = "evasion", applies = this, value = counters },
  static { stat = "attack", applies = this, value = counters },
  triggered {
    label = "6 counters: it and the active player die",
    on = "turn-start",
    condition = function(ctx) return counters(ctx) >= 6 end,
    effect = function(ctx, ev)
      if counters(ctx) < 6 then return end
      ctx:kill(ctx.self)
      ctx:kill(ev.player)
    end,
  },
}
