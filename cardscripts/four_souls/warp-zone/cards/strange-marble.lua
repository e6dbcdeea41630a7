-- Strange Marble: each time a monster or a player dies, you may recharge an item. At the start
-- of your turn, you may reveal the top card of the loot deck; if it is neither a trinket nor an
-- Ambush, each player, in turn order from you, may play a copy of it without using a loot play
-- (FS 10.5.2: the copies go on the stack; the card itself stays on the deck).
local function plain(ctx, id)
  for _, tag in ipairs(ctx:tags(id)) do
    if tag == "trinket" or tag == "ambush" then return false end
  end
  return true
end
return {
  triggered {
    label = "a death: you may recharge an item",
    on = "die",
    condition = function(ctx) return #ctx:all_items("tapped") > 0 end,
    effect = function(ctx)
      local tapped = ctx:all_items("tapped")
      if #tapped > 0 and ctx:confirm("Recharge an item?") then
        ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped)))
      end
    end,
  },
  triggered {
    label = "your turn starts: you may reveal the top loot card for everyone to copy",
    on = "turn-start",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and #ctx:deck("loot.deck") > 0
    end,
    effect = function(ctx)
      if not ctx:confirm("Reveal the top loot card?") then return end
      local top = ctx:deck("loot.deck")[1]
      ctx:reveal(top, "all")
      if not plain(ctx, top) then return end
      local name = ctx:card(top).name
      for _, seat in ipairs(ctx:each_player()) do
        if ctx:confirm("Play a copy of " .. name .. "?", seat) then ctx:play_copy(top, seat) end
      end
    end,
  },
}
