-- Soul of Lust / Pride / Wrath (bonus souls, FS 11.4): each time a player kills a monster
-- (params.count = "kill"), gains a treasure ("treasure") or dies ("death"), put a counter on
-- this; when it has its sixth counter, the active player gains it.
--- param count: string
local counts = {
  kill = function(ev) return ev.victim == "monster" end,
  death = function(ev) return ev.victim == "player" end,
  treasure = function(ev)
    return ev.how ~= "starting item" and ev.how ~= "take" and ev.how ~= "trinket"
  end,
}

return {
  triggered {
    label = "a counter",
    on = params.count == "treasure" and "gain-item" or "die",
    condition = function(ctx, ev) return counts[params.count](ev) end,
    effect = function(ctx)
      if ctx:zone_of(ctx.self) == "bonus" then ctx:add_counters(ctx.self, 1) end
    end,
  },
  earned = function(ctx, seat)
    return seat == ctx:active() and ctx:counter(ctx.self, "counters") >= 6
  end,
}
