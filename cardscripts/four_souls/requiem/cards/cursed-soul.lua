-- Cursed Soul (a soul item): at the start of your turn, take 1 damage and put a counter on
-- this; then with 6+ counters it becomes a soul worth 1 (in your souls it has no abilities).
-- At the end of your turn, while it is still an item, give it to another player (R-110: being
-- given an item is not gaining it).
return {
  triggered {
    label = "1 damage and a counter",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      ctx:deal_damage(ctx.controller, 1)
      ctx:add_counters(ctx.self, 1)
      if ctx:exists(ctx.self) and ctx:counter(ctx.self, "counters") >= 6 then
        ctx:gain_soul(ctx.controller, ctx.self)
      end
    end,
  },
  triggered {
    label = "give this to another player",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:give_to_another(ctx.self) end,
  },
}
