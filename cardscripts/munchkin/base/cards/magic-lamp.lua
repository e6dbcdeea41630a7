-- Magic Lamp: only on your own turn, in a combat: a genie sends one monster away. If it was
-- the only monster, you still take its Treasures, but no level.
return {
  playable = function(ctx, seat)
    return ctx:active() == seat and ctx:fight_on()
  end,

  targets = function(ctx)
    return ctx:monster_targets()
  end,

  on_play = function(ctx, monster)
    ctx:remove_monster(monster, #ctx:monsters() == 1)
  end,
}
