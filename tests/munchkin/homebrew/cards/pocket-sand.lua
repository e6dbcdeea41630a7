-- Pocket Sand: in any combat, +3 to a fighting player or a monster.
return {
  playable = function(ctx, seat)
    return ctx:in_combat() and not ctx:running()
  end,
  targets = function(ctx, seat)
    return ctx:combat_targets()
  end,
  on_play = function(ctx, target)
    ctx:add_bonus(target, 3)
  end,
}
