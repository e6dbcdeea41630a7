-- Sumptorium: each time you take damage, put a counter on this. $ remove 2 counters: a monster
-- gets -1 evasion until the end of the turn.
return {
  triggered {
    label = "put a counter on this",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and (ev.result or 0) > 0 end,
    effect = lib.put_counter,
  },
  activated {
    label = "remove 2 counters: a monster gets -1 evasion",
    cost = { counters = 2 },
    target = function(ctx) return ctx:labelled(ctx:monsters()) end,
    effect = function(ctx, monster) ctx:add_effect(monster, "evasion", -1) end,
  },
}
