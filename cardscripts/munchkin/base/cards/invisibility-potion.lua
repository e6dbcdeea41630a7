-- Invisibility Potion: right after one of your own rolls to run away fails, you escape
-- after all.
return {
  playable = function(ctx, seat)
    return ctx:last_failed_run() == seat
  end,

  on_play = function(ctx)
    ctx:escape(ctx.controller, ctx:running_from())
  end,
}
