-- Red Key: ↷, not during an attack: look at the top three cards of the room deck or the monster
-- deck; you may put one of them into a slot of that kind; the rest go back in the same order.
return {
  activated {
    label = "look at the top three rooms or monsters",
    cost = { tap = true },
    condition = function(ctx) return ctx:attacking() == nil end,
    effect = function(ctx)
      local decks = { { id = "monster", label = "the monster deck" } }
      if #ctx:deck("room.deck") > 0 then
        decks[#decks + 1] = { id = "room", label = "the room deck" }
      end
      local kind = ctx:choose("Look at which deck?", decks)
      local top = ctx:peek(kind, 3)
      if #top == 0 or not ctx:confirm("Put one of them into a " .. kind .. " slot?") then return end
      local card = ctx:choose("Which card?", ctx:labelled(top))
      local slot = ctx:choose_slot(kind)
      if slot ~= nil then ctx:to_slot(card, slot) end
    end,
  },
}
