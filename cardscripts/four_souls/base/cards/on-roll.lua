-- Each time any player rolls params.number (a circled number, FS 5.1.2; R-030), params.effect:
--   "loot" (loot params.amount), "cents" (gain params.amount¢), "recharge-item" (you may
--   recharge an item), "hurt-roller" (you may deal 1 damage to the roller), "loot-discard"
--   (you may loot 1, then discard a loot card), "roller-gives-loot" (the roller gives you a
--   loot card), "steal-roller-loot" (you may look at the roller's hand and take a loot card),
--   "swap-items" (you may trade a non-eternal item with the roller), "mill-choice" (reveal
--   the top card of a deck; you may discard it), "discard-monster" (you may discard a monster
--   not being attacked), "place-monster" (you may put the top monster card into a slot that
--   is not being attacked).
--- param amount?: count
--- param effect: 'cents'|'discard-monster'|'hurt-roller'|'loot'|'loot-discard'|'mill-choice'|'place-monster'|'recharge-item'|'roller-gives-loot'|'steal-roller-loot'|'swap-items'
--- param number: integer 1..6
--- param others_only?: boolean
local E = params.effect
return {
  triggered {
    label = "when a " .. params.number .. " is rolled",
    on = "roll-result",
    condition = function(ctx, ev)
      if ev.result ~= params.number then return false end
      if params.others_only and ev.player == ctx.controller then return false end
      return true
    end,
    effect = function(ctx, ev)
      local me, roller = ctx.controller, ev.player
      if E == "loot" then
        ctx:loot(me, params.amount)
      elseif E == "cents" then
        ctx:gain_cents(me, params.amount)
      elseif E == "recharge-item" then
        local tapped = ctx:all_items("tapped")
        if #tapped > 0 and ctx:confirm("Recharge an item?") then
          ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped)))
        end
      elseif E == "hurt-roller" then
        if roller ~= me and ctx:confirm("Deal 1 damage to " .. roller .. "?") then
          ctx:deal_damage(roller, 1)
        end
      elseif E == "loot-discard" then
        if ctx:confirm("Loot 1, then discard a loot card?") then
          ctx:loot(me, 1)
          ctx:discard_loot(me, 1)
        end
      elseif E == "roller-gives-loot" then
        local cards = ctx:hand(roller)
        if roller ~= me and #cards > 0 then
          ctx:take_loot(ctx:choose("Give which loot card?", ctx:labelled(cards), roller), me)
        end
      elseif E == "steal-roller-loot" then
        if roller ~= me and ctx:hand_size(roller) > 0 and ctx:confirm("Look at " .. roller .. "'s hand?") then
          local cards = ctx:reveal_hand(roller, me)
          ctx:take_loot(ctx:choose("Take which loot card?", ctx:labelled(cards)), me)
        end
      elseif E == "swap-items" then
        local mine, theirs = ctx:items(me, "non-eternal"), ctx:items(roller, "non-eternal")
        if roller ~= me and #mine > 0 and #theirs > 0 and ctx:confirm("Trade items with " .. roller .. "?") then
          local give = ctx:choose("Give which item?", ctx:labelled(mine))
          local take = ctx:choose("Take which item?", ctx:labelled(theirs))
          ctx:take_item(take, me)
          ctx:take_item(give, roller)
        end
      elseif E == "mill-choice" then
        local kind = ctx:choose("Reveal the top card of which deck?", { "loot", "treasure", "monster" })
        local top = ctx:peek(kind, 1)
        if #top > 0 and ctx:confirm("Put it into the discard pile?") then ctx:mill(kind) end
      elseif E == "discard-monster" then
        local fight, ids = ctx:attacking(), {}
        for _, m in ipairs(ctx:monsters()) do
          if fight == nil or fight.target ~= m then ids[#ids + 1] = m end
        end
        if #ids > 0 and ctx:confirm("Discard a monster?") then
          ctx:discard_monster(ctx:choose("Discard which monster?", ctx:labelled(ids)))
        end
      elseif E == "place-monster" then
        if ctx:confirm("Put the top monster card into a slot?") then
          local slot = ctx:choose_slot("monster")
          if slot then ctx:to_monster_slot(slot) end
        end
      end
    end,
  },
}
