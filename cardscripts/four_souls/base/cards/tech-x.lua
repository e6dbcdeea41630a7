-- Tech X: ↷: put a counter on this. $ remove 3 counters: kill a player or a monster.
return {
  activated {
    label = "put a counter on this",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:add_counter(ctx.self, "counters", 1) end
    end,
  },
  activated {
    label = "remove 3 counters: kill a player or monster",
    cost = { counters = 3 },
    target = function(ctx)
      local ids = ctx:monsters()
      for _, p in ipairs(ctx:living()) do ids[#ids + 1] = p end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, who)
      ctx:kill(who)
    end,
  },
}
