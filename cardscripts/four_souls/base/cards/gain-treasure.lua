-- XVII. The Stars: gain +params.count treasure.
return {
  on_play = function(ctx)
    ctx:gain_treasure(ctx.controller, params.count or 1)
  end,
}
