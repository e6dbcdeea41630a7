-- Tech X: ↷: put a counter on this. $ remove 3 counters: kill a monster or a player you choose.
return {
  lib.counter_on_tap(),
  activated {
    label = "remove 3 counters: kill a player or monster",
    cost = { counters = 3 },
    target = function(ctx) return ctx:labelled(ctx:monsters_and_players()) end,
    effect = function(ctx, who) ctx:kill(who) end,
  },
}
