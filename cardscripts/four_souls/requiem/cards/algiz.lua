-- Algiz: choose a player; until the end of the turn each item they control is eternal.
return {
  target = function(ctx) return ctx:labelled(ctx:players()) end,
  on_play = function(ctx, who)
    for _, item in ipairs(ctx:items(who)) do
      ctx:add_effect(item, "eternal", 1)
    end
  end,
}
