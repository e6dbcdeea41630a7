-- The Dead Cat: starts with 9 counters (params.counters; a copy starts with them too, R-098).
-- Each time you would take damage, remove that many counters instead and prevent the damage.
return {
  replacement {
    label = "counters take the damage",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and ev.amount > 0
        and ctx:counter(ctx.self, "counters") >= ev.amount
    end,
    apply = function(ctx, ev)
      ctx:add_counter(ctx.self, "counters", -ev.amount)
      return false
    end,
  },
}
