-- Equality: when a player would gain ¢, each player gains that much instead.
return {
  replacement {
    label = "each player gains it instead",
    on = "gain-cents",
    condition = function(ctx, ev) return ev.source ~= ctx.self and ev.amount > 0 end,
    apply = function(ctx, ev)
      for _, p in ipairs(ctx:each_player()) do ctx:gain_cents(p, ev.amount) end
      return false
    end,
  },
}
