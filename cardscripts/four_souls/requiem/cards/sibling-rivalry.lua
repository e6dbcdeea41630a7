-- Sibling Rivalry: ↷: choose a player who is not the active player. The next time the active
-- player declares an attack this turn, the chosen player makes an attack roll after each attack
-- roll the active player makes for it (R-044); if the monster dies during that attack, the
-- chosen player gains its rewards too.
local function rival(ctx) return ctx:recall("rival") end
local function during(ctx) return ctx:recall("during") ~= nil end
return {
  activated {
    label = "a rival rolls along with the next attack this turn",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, seat in ipairs(ctx:living()) do
        if not ctx:is_active(seat) then ids[#ids + 1] = seat end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, seat)
      ctx:remember("rival", seat)
      ctx:remember("armed", ctx:turn())
      ctx:remember("during", nil)
    end,
  },
  triggered {
    label = "the rival joins this attack",
    on = "declare-attack",
    condition = function(ctx, ev) return ctx:recall("armed") == ctx:turn() end,
    effect = function(ctx)
      ctx:remember("armed", nil)
      ctx:remember("during", ctx:turn())
    end,
  },
  triggered {
    label = "the rival makes an attack roll",
    on = "attack-roll",
    condition = function(ctx, ev)
      return during(ctx) and ev.player == ctx:active() and rival(ctx) ~= nil
    end,
    effect = function(ctx) ctx:attack_roll_for(rival(ctx)) end,
  },
  triggered {
    label = "the rival gains the monster's rewards too",
    on = "die",
    condition = function(ctx, ev)
      local atk = ctx:attacking()
      return during(ctx) and ev.victim == "monster" and atk ~= nil and atk.target == ev.target
    end,
    effect = function(ctx, ev)
      if rival(ctx) then ctx:gain_rewards(rival(ctx), ev.card) end
    end,
  },
  triggered {
    label = "the rivalry is over",
    on = "attack-ended",
    condition = function(ctx, ev) return during(ctx) end,
    effect = function(ctx) ctx:remember("during", nil) end,
  },
}
