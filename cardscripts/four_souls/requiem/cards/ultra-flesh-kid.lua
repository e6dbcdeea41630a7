-- Ultra Flesh Kid! (a soul item): each time a monster or a player dies, put a counter on this.
-- At the end of your turn, with 12+ counters, it becomes a soul worth 1 (no abilities there).
return {
  triggered {
    label = "a counter",
    on = "die",
    effect = lib.put_counter,
  },
  triggered {
    label = "becomes a soul",
    on = "turn-end",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:counter(ctx.self, "counters") >= 12
    end,
    effect = function(ctx)
      if ctx:counter(ctx.self, "counters") >= 12 then ctx:gain_soul(ctx.controller, ctx.self) end
    end,
  },
}
