-- Demon Form: you get +2 attack until the end of the turn.
return {
  on_play = function(ctx) ctx:add_effect(ctx.controller, "attack", 2) end,
}
