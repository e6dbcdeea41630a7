-- XIX. The Sun: put this on the bottom of the loot deck; if you did and it is your turn, take
-- another turn after this one.
return {
  on_play = function(ctx)
    local moved = ctx:to_deck_bottom(ctx.self)
    if moved and ctx:is_active(ctx.controller) then
      ctx:extra_turn(ctx.controller)
    end
  end,
}
