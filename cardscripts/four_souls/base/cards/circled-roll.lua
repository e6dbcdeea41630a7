-- Cursed and holy monsters (FS 1.15.5 c): while in play, each time a player rolls
-- params.number (any roll, R-030), something happens to that player (params.effect):
--   "discard" a loot card, "damage" params.amount, "lose-cents" / "gain-cents" params.amount,
--   "heal" params.amount, "loot" params.amount, "recharge" (they may recharge an item),
--   "monsters-attack" (every monster +1 attack this turn), "end-turn" (only for the active
--   player's rolls: cancel everything and end the turn).
--- param amount?: count
--- param effect: 'damage'|'discard'|'end-turn'|'gain-cents'|'heal'|'loot'|'lose-cents'|'monsters-attack'|'recharge'
--- param number: integer 1..6
local E = params.effect
return {
  triggered {
    label = "when a player rolls a " .. params.number,
    on = "roll-result",
    condition = function(ctx, ev)
      if ev.result ~= params.number then return false end
      if E == "end-turn" then return ev.player == ctx:active() end
      return true
    end,
    effect = function(ctx, ev)
      local who = ev.player
      if E == "discard" then
        ctx:discard_loot(who, 1)
      elseif E == "damage" then
        ctx:deal_damage(who, params.amount)
      elseif E == "lose-cents" then
        ctx:lose_cents(who, params.amount)
      elseif E == "gain-cents" then
        ctx:gain_cents(who, params.amount)
      elseif E == "heal" then
        ctx:heal(who, params.amount)
      elseif E == "loot" then
        ctx:loot(who, params.amount)
      elseif E == "recharge" then
        local tapped = ctx:items(who, "tapped")
        if #tapped > 0 and ctx:confirm("Recharge an item?", who) then
          ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped), who))
        end
      elseif E == "monsters-attack" then
        ctx:add_effect("monsters", "attack", 1)
      elseif E == "end-turn" then
        ctx:end_turn(true)
      end
    end,
  },
}
