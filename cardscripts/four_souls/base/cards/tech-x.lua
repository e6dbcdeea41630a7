-- Tech X: ↷: put a counter on this. $ remove 3 counters: kill a monster or a player you choose.
return {
  activated {
    label = "put a counter on this",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx) ctx:add_counters(ctx.self, 1) end,
  },
  activated {
    label = "remove 3 counters: kill a player or monster",
    cost = { counters = 3 },
    target = function(ctx) return ctx:labelled(ctx:monsters_and_players()) end,
    effect = function(ctx, who) ctx:kill(who) end,
  },
}
