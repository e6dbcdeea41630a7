-- Rainbow Baby: ↷, choose one: each player loots 1; each player gains 2¢; or each player takes
-- 1 damage. Each mode is its own ↷ ability, so it is chosen on activation (FS 4.4.1).
return {
  activated {
    label = "each player loots 1",
    cost = { tap = true },
    effect = function(ctx)
      for _, p in ipairs(ctx:each_player()) do ctx:loot(p, 1) end
    end,
  },
  activated {
    label = "each player gains 2¢",
    cost = { tap = true },
    effect = function(ctx)
      for _, p in ipairs(ctx:each_player()) do ctx:gain_cents(p, 2) end
    end,
  },
  activated {
    label = "each player takes 1 damage",
    cost = { tap = true },
    effect = function(ctx) ctx:damage_each_player(1) end,
  },
}
