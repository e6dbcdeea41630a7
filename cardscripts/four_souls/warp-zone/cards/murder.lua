-- Murder!: until the end of the turn players may be attacked, with 4 evasion (FS 6.10.2). At the
-- end of this turn, if a player other than the active one died, this card goes back from the
-- loot discard to the hand of the player who played it.
local function someone_else_died(ctx)
  for _, seat in ipairs(ctx:each_player()) do
    if seat ~= ctx:active() and ctx:is_dead(seat) then return true end
  end
  return false
end

return {
  on_play = function(ctx)
    ctx:players_attackable(4)
    ctx:at_end_of_turn("comes_back")
  end,
  comes_back = function(ctx)
    if not someone_else_died(ctx) then return end
    for _, id in ipairs(ctx:deck("loot.discard")) do
      if ctx:card(id).id == "murder" then
        ctx:move(id, ctx.controller .. ".hand")
        return
      end
    end
  end,
}
