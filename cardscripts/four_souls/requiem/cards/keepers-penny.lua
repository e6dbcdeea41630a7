-- Keeper's Penny: when you gain or buy this, gain 9¢ (being given it is not gaining, R-110).
-- ↷: put a counter on this, gain 1¢ per counter on it, then give this to another player.
return {
  triggered {
    label = "gain 9¢",
    on = "gain-item",
    condition = function(ctx, ev) return ev.object == ctx.self and ev.how ~= "take" end,
    effect = function(ctx, ev) ctx:gain_cents(ev.player, 9) end,
  },
  activated {
    label = "a counter, gain ¢, pass it on",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      if not ctx:exists(ctx.self) then return end
      ctx:add_counters(ctx.self, 1)
      ctx:gain_cents(ctx.controller, ctx:counter(ctx.self, "counters"))
      ctx:give_to_another(ctx.self)
    end,
  },
}
