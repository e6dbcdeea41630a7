-- Out to Lunch: in any combat every monster is discarded; the fighter draws 2 Treasures face
-- down and nobody gains a level.
return {
  playable = function(ctx)
    return ctx:fight_on()
  end,

  on_play = function(ctx)
    local fighter = ctx:fighter()
    ctx:remove_all_monsters()
    ctx:draw(fighter, "treasure", 2, "down")
  end,
}
