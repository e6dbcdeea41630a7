-- Rag Mega: when an attack is declared on it (in a slot or revealed from the deck, FS 6.2.6),
-- each player other than the active player discards a loot card of their choice. When it dies,
-- the active player may kill up to 3 other (living) players.
return {
  triggered {
    label = "each other player discards a loot card",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      for _, p in ipairs(ctx:others(ctx:active(), "loot")) do ctx:discard_loot(p, 1) end
    end,
  },
  triggered {
    label = "kill up to 3 other players",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      local ap = ctx:active()
      local others = ctx:others(ap, 'living')
      if #others == 0 then return end
      local doomed = ctx:choose_many("Kill up to 3 other players", ctx:labelled(others), 0, 3, ap)
      for _, p in ipairs(doomed) do ctx:kill(p) end
    end,
  },
}
