-- Holy Chest: the active player rolls. 1-2: prevent the next 2 damage they would take this
-- turn, and they may attack one more time this turn. 3-5: gain 7¢. 6: this card becomes a
-- soul they gain (R-134). By then the event has gone to the monster discard (FS 1.15.5 d).
return {
  on_reveal = function(ctx) ctx:roll_die("opened") end,
  opened = function(ctx, result)
    local ap = ctx:you()
    if result <= 2 then
      ctx:prevent(ap, 2)
      ctx:extra_attack("may")
    elseif result <= 5 then
      ctx:gain_cents(ap, 7)
    else
      for _, id in ipairs(ctx:deck("monster.discard")) do
        if ctx:object(id).card == card.id then
          ctx:gain_soul(ap, id)
          return
        end
      end
    end
  end,
}
