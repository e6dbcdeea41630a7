-- Monster enhancers (MK 1.8i): played in a combat on one monster named by the player
-- (MK 4.14): stats.bonus to its level and stats.treasures to its reward. A negative one
-- (Baby) never takes the monster below level 1 or its reward below 1 Treasure.
return {
  -- a card with no target on offer is not playable: with no monster left, targets gives none
  playable = function(ctx)
    return ctx:fight_on()
  end,

  targets = function(ctx)
    return ctx:monster_targets()
  end,

  on_play = function(ctx, monster)
    local bonus = card.stats.bonus or 0
    local floor = nil
    if bonus < 0 then
      floor = 1
    end
    ctx:enhance(monster, bonus, card.stats.treasures or 0, floor)
  end,
}
