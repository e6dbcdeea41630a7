-- Blood Money: whenever a player dies, each other player gains 4¢.
return {
  triggered {
    label = "each other player gains 4¢",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" end,
    effect = function(ctx, ev)
      for _, p in ipairs(ctx:others(ev.player)) do ctx:gain_cents(p, 4) end
    end,
  },
}
