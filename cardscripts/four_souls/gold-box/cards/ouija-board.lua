-- Ouija Board: ↷: reveal the top 4 monster cards; you may put an event among them into a monster
-- slot not being attacked; the rest go to the bottom of the monster deck in a random order.
return {
  activated {
    label = "reveal the top 4 monster cards",
    cost = { tap = true },
    effect = function(ctx)
      local top = ctx:peek("monster", 4)
      local events, rest = {}, {}
      for _, id in ipairs(top) do
        ctx:reveal(id, "all")
        if ctx:card(id).type == "event" then events[#events + 1] = id end
      end
      local placed, slot = nil, nil
      if #events > 0 and ctx:confirm("Put a revealed event into a monster slot?") then
        placed = ctx:choose("Which event?", ctx:labelled(events))
        slot = ctx:choose_slot("monster")
        if not slot then placed = nil end  -- every slot is being attacked: it joins the rest
      end
      for _, id in ipairs(top) do
        if id ~= placed then table.insert(rest, math.random(#rest + 1), id) end
      end
      for _, id in ipairs(rest) do ctx:to_deck_bottom(id) end
      if placed then ctx:to_slot(placed, slot) end
    end,
  },
}
