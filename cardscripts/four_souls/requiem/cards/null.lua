-- Null: every second attack roll made against it deals it no combat damage. It counts every
-- attack roll against it while it is in play (hit or miss); the count is taken when the roll's
-- outcome is known, before its combat damage resolves.
return {
  triggered {
    label = "count the attack roll",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx) ctx:remember("rolls", (ctx:recall("rolls") or 0) + 1) end,
  },
  replacement {
    label = "no combat damage on every second attack roll",
    on = "damage",
    condition = function(ctx, ev)
      local rolls = ctx:recall("rolls") or 0
      return ev.target == ctx.self and ev.combat and rolls > 0 and rolls % 2 == 0
    end,
    apply = function(ctx, ev) return false end,
  },
}
