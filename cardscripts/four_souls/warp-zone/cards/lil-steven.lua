-- Lil Steven: each time a monster or a player dies, put a counter on this. $ Remove 10 counters:
-- the active player takes an extra turn after this one (FS 3.5.2).
return {
  triggered {
    label = "a death: put a counter on this",
    on = "die",
    effect = lib.put_counter,
  },
  activated {
    label = "remove 10 counters: the active player takes an extra turn",
    hint = "now",
    cost = { counters = 10 },
    effect = function(ctx) ctx:extra_turn(ctx:active()) end,
  },
}
