-- XIX. The Sun: put this on the bottom of the loot deck; if you did and it is your turn, take
-- another turn after this one. (A copy cannot be put anywhere, so a copy gives no turn:
-- FS 10.5.2.)
return {
  on_play = function(ctx)
    if ctx.self == nil or not ctx:exists(ctx.self) then return end
    local moved = ctx:to_deck_bottom(ctx.self)
    if moved and ctx:is_active(ctx.controller) then
      ctx:extra_turn(ctx.controller)
    end
  end,
}
