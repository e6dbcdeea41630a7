-- Magic Skin: ↷: gain +1 treasure, put a counter on this, then give this to another player.
-- At the start of your turn, roll: below the number of counters on this, destroy it and every
-- other item you control.
return {
  activated {
    label = "gain +1 treasure and pass it on",
    cost = { tap = true },
    effect = function(ctx)
      ctx:gain_treasure(ctx.controller, 1)
      if not ctx:exists(ctx.self) then return end
      ctx:add_counters(ctx.self, 1)
      ctx:give_to_another(ctx.self)
    end,
  },
  triggered {
    label = "roll at the start of your turn",
    on = "turn-start",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ctx:counter(ctx.self, "counters") > 0
    end,
    effect = function(ctx) ctx:roll_die("reckoning") end,
  },
  reckoning = function(ctx, result)
    if not ctx:exists(ctx.self) or result >= ctx:counter(ctx.self, "counters") then return end
    local me = ctx.controller
    ctx:destroy(ctx.self)
    for _, item in ipairs(ctx:items(me)) do ctx:destroy(item) end
  end,
}
