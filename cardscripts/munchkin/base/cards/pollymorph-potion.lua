-- Pollymorph Potion (MK 4.6a, 13.26): one monster turns into a parakeet and flies away: no
-- level, no Treasure, no Bad Stuff from it (MK 12.28, 12.39).
return {
  playable = function(ctx)
    return ctx:fight_on()
  end,

  targets = function(ctx)
    return ctx:monster_targets()
  end,

  on_play = function(ctx, monster)
    ctx:remove_monster(monster, false)
  end,
}
