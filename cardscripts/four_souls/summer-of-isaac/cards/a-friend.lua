-- A Friend: each time a soul comes under another player's control, put a counter on this; then,
-- with 3 or more counters, it becomes a soul (worth 1) of its controller's, and as a soul it has
-- no abilities (FS 1.15.5 f).
return {
  triggered {
    label = "another player gained a soul: a counter on this",
    on = "gain-soul",
    condition = function(ctx, ev) return ev.player ~= ctx.controller end,
    effect = function(ctx)
      if not ctx:exists(ctx.self) then return end
      ctx:add_counters(ctx.self, 1)
      if ctx:counters_on(ctx.self) >= 3 then ctx:gain_soul(ctx.controller, ctx.self) end
    end,
  },
}
