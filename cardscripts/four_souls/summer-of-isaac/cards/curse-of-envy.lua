-- Curse of Envy: when you die, each other player gains +1 treasure.
return {
  triggered {
    label = "each other player gains +1 treasure",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx)
      for _, p in ipairs(ctx:each_player()) do
        if p ~= ctx.controller then ctx:gain_treasure(p, 1) end
      end
    end,
  },
}
