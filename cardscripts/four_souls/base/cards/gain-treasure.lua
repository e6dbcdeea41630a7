-- XVII. The Stars: gain +params.count treasure.
--- param count?: count = 1
return {
  on_play = function(ctx)
    ctx:gain_treasure(ctx.controller, params.count or 1)
  end,
}
