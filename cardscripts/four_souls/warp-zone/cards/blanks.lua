-- Blanks: choose a player; prevent the next damage they would take this turn (FS 10.3). When
-- that damage is prevented, deal as much damage to a monster or to a player other than them
-- (a delayed trigger: the card is in the discard pile by then).
return {
  target = function(ctx) return ctx:labelled(ctx:living()) end,
  on_play = function(ctx, who)
    ctx:prevent(who)
    ctx:when_prevented("strike")
  end,
  strike = function(ctx, amount, protected)
    local options = {}
    for _, m in ipairs(ctx:monsters()) do options[#options + 1] = m end
    for _, seat in ipairs(ctx:living()) do
      if seat ~= protected then options[#options + 1] = seat end
    end
    if #options == 0 or amount == nil or amount < 1 then return end
    local who = ctx:choose("Blanks: deal " .. amount .. " damage to", ctx:labelled(options))
    ctx:deal_damage(who, amount)
  end,
}
