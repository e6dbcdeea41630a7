-- Dagaz: choose one: destroy a curse; or prevent the next 1 damage a chosen player would take.
return {
  modes = function(ctx)
    return { { id = "curse", label = "destroy a curse" }, { id = "prevent", label = "prevent 1 damage" } }
  end,
  target = function(ctx, mode)
    if mode == "curse" then return ctx:labelled(ctx:curses()) end
    return ctx:labelled(ctx:living())
  end,
  on_play = function(ctx, target, mode)
    if mode == "curse" then
      ctx:destroy(target)
    else
      ctx:prevent(target, 1)
    end
  end,
}
