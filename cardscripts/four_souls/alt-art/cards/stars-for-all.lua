-- XVII. The Stars (Alt Ability): each player gains +1 treasure, in turn order from you
-- (FS 10.11.1), then you gain +1 treasure.
return {
  on_play = function(ctx)
    for _, p in ipairs(ctx:each_player()) do ctx:gain_treasure(p, 1) end
    ctx:gain_treasure(ctx.controller, 1)
  end,
}
