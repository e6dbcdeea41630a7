-- Ceremonial Blade: ↷: one more loot play this turn. At the end of your turn, loot 1, then
-- discard a loot card. Each time you kill a monster, loot 1.
return {
  activated {
    label = "one more loot play this turn",
    hint = "loot",
    cost = { tap = true },
    effect = function(ctx) ctx:add_loot_plays(ctx.controller, 1) end,
  },
  triggered {
    label = "loot 1, then discard a loot card",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      ctx:loot(ctx.controller, 1)
      ctx:discard_loot(ctx.controller, 1)
    end,
  },
  triggered {
    label = "loot 1",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" and ev.killer == ctx.controller end,
    effect = function(ctx) ctx:loot(ctx.controller, 1) end,
  },
}
