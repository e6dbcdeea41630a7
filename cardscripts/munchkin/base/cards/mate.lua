-- Mate (MK 4.19): the monster named gets an identical mate, this card standing for it. Every
-- modifier on the original counts for the mate too, whenever it was played; the pair is
-- beaten together or run from one roll each, at -1 to every such roll (card data).
return {
  -- a card with no target on offer is not playable: with no monster left, targets gives none
  playable = function(ctx)
    return ctx:fight_on()
  end,

  targets = function(ctx)
    return ctx:monster_targets()
  end,

  on_play = function(ctx, monster)
    ctx:mate(monster)
  end,

  run_bonus = function(ctx, seat)
    return -1
  end,
}
