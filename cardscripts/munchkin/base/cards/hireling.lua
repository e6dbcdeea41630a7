-- Hireling (MK 7.11, card data): a lasting table card worth +1 in your combats. He carries
-- one item for you (so a non-Dwarf can have a second Big item); the plugin counts that
-- item only if it needs no hands or is no weapon, else it lies sideways. Sacrifice him, and
-- the item he carries, to escape without rolling. Kill the Hireling discards both too.
return {
  bonus = function(ctx, seat)
    return card.stats.bonus or 1
  end,

  carries = function(ctx)
    return 1
  end,

  activated {
    label = "sacrifice the Hireling to escape",
    condition = function(ctx)
      return ctx:runner() == ctx:owner(ctx.self)
    end,
    effect = function(ctx)
      local seat = ctx:owner(ctx.self)
      ctx:discard(ctx.self, "sacrifice")
      ctx:escape(seat)
    end,
  },
}
