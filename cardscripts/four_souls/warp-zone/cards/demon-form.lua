-- Demon Form: you get +2 attack until the end of the turn. Its 2 is a number of its text (The
-- Real Left Hand may edit it).
return {
  numbers = function() return { attack = 2 } end,
  on_play = function(ctx) ctx:add_effect(ctx.controller, "attack", ctx:text_number("attack", 2)) end,
}
