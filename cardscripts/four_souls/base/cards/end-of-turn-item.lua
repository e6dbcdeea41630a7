-- At the end of your turn (params.effect): "broke-cents" (Eden's Blessing: with 0¢ gain
-- params.amount), "goat-head" (discard any number of loot cards, then loot that many),
-- "full-hand-loot" (Starter Deck: with 8+ loot cards loot 2), "empty-hand-loot" (The Polaroid:
-- with no loot cards, loot 2).
--- param amount?: count
--- param effect: 'broke-cents'|'empty-hand-loot'|'full-hand-loot'|'goat-head'
local E = params.effect
return {
  triggered {
    label = "at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev)
      if ev.player ~= ctx.controller then return false end
      local me = ctx.controller
      if E == "broke-cents" then return ctx:cents(me) == 0 end
      if E == "full-hand-loot" then return ctx:hand_size(me) >= 8 end
      if E == "empty-hand-loot" then return ctx:hand_size(me) == 0 end
      return true
    end,
    effect = function(ctx)
      local me = ctx.controller
      if E == "broke-cents" then
        if ctx:cents(me) == 0 then ctx:gain_cents(me, params.amount) end
      elseif E == "full-hand-loot" or E == "empty-hand-loot" then
        ctx:loot(me, 2)
      elseif E == "goat-head" then
        local hand = ctx:hand(me)
        if #hand == 0 then return end
        local gone = ctx:choose_many("Discard any number of loot cards", ctx:labelled(hand), 0, #hand)
        for _, id in ipairs(gone) do ctx:discard(id) end
        ctx:loot(me, #gone)
      end
    end,
  },
}
