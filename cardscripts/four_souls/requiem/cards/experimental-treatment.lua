-- Experimental Treatment (a soul item): $ destroy this: roll. 1: you die. 2: loot 3. 3: gain
-- 9¢. 4: gain +1 treasure. 5: gain +2 treasure. 6: this becomes a soul worth 1 that you gain
-- (from the discard pile, as Pandora's Box, R-132).
return {
  activated {
    label = "destroy this: roll",
    hint = "now",
    cost = {},
    pay = function(ctx) return ctx:destroy(ctx.self) ~= nil end,
    effect = function(ctx) ctx:roll_die("treated") end,
  },
  treated = function(ctx, result)
    local me = ctx.controller
    if result == 1 then ctx:kill(me)
    elseif result == 2 then ctx:loot(me, 3)
    elseif result == 3 then ctx:gain_cents(me, 9)
    elseif result == 4 then ctx:gain_treasure(me, 1)
    elseif result == 5 then ctx:gain_treasure(me, 2)
    else
      local card_id = ctx.card_id
      for _, id in ipairs(ctx:deck("treasure.discard")) do
        if ctx:object(id).card == card_id then
          ctx:gain_soul(me, id)
          return
        end
      end
    end
  end,
}
