-- Key: choose one: the active player may attack one more time this turn; or put the top card
-- of the monster deck on top of a monster slot that is not being attacked.
return {
  modes = function(ctx)
    return {
      { id = "attack", label = "the active player may attack once more" },
      { id = "monster", label = "a new monster in a slot" },
    }
  end,
  on_play = function(ctx, _, mode)
    if mode == "attack" then
      ctx:extra_attack("may")
    else
      local slot = ctx:choose_slot("monster")
      if slot then ctx:to_monster_slot(slot) end
    end
  end,
}
