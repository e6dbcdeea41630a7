-- Lemegeton: ↷: gain +1 treasure; the next time your turn ends, destroy an item you control
-- (one you can destroy: an eternal item cannot be, FS 9.10.1).
return {
  activated {
    label = "gain +1 treasure (destroy an item as your turn ends)",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      ctx:remember("owed", (ctx:recall("owed") or 0) + 1)
      ctx:gain_treasure(ctx.controller, 1)
    end,
  },
  triggered {
    label = "destroy an item you control",
    on = "turn-end",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and (ctx:recall("owed") or 0) > 0
    end,
    effect = function(ctx)
      local owed = ctx:recall("owed") or 0
      ctx:remember("owed", nil)
      for _ = 1, owed do
        local items = ctx:items(ctx.controller, "non-eternal")
        if #items == 0 then return end
        ctx:destroy(ctx:choose("Lemegeton: destroy which item?", ctx:labelled(items)))
      end
    end,
  },
}
