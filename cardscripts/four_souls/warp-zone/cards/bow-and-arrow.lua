-- Bow and Arrow: ↷: put a bounty counter on a monster. A bounty counter gives its monster -1
-- evasion (the card's counter_meanings param, wherever the counter is). Each time a monster
-- with a bounty counter dies, gain 3¢ (its counters as it died: last known information).
return {
  activated {
    label = "put a bounty counter on a monster",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:monsters()) end,
    effect = function(ctx, monster) ctx:add_counter(monster, "bounty", 1) end,
  },
  triggered {
    label = "a monster with a bounty died: gain 3¢",
    on = "die",
    condition = function(ctx, ev)
      local known = ev.last_known and ev.last_known.counters
      return ev.victim == "monster" and known ~= nil and (known.bounty or 0) > 0
    end,
    effect = function(ctx) ctx:gain_cents(ctx.controller, 3) end,
  },
}
