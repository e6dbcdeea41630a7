-- Conjoined Fatty (The Summer of Isaac): each time a player plays a loot card, put a counter on
-- it. While it has a counter, damage it would take is prevented instead: a counter comes off and
-- the active player loots 1.
return {
  triggered {
    label = "a loot card was played: a counter on it",
    on = "play-loot",
    effect = lib.put_counter,
  },
  replacement {
    label = "a counter comes off instead of the damage",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ctx:counters_on(ctx.self) > 0
    end,
    apply = function(ctx)
      ctx:remove_counters(ctx.self, 1)
      ctx:loot(ctx:active(), 1)
      return false
    end,
  },
}
