-- Black Candle: ↷: reveal the top 6 cards of the monster deck. Each curse among them goes to a
-- player you choose; the rest go on the bottom of the monster deck in the order you choose.
return {
  activated {
    label = "reveal 6 monster cards: hand out the curses",
    cost = { tap = true },
    effect = function(ctx)
      local rest = {}
      for _, id in ipairs(ctx:peek("monster", 6)) do
        ctx:reveal(id, "all")
        if ctx:card(id).type == "curse" then
          local who = ctx:choose("Who gains " .. ctx:card(id).name .. "?", ctx:labelled(ctx:players()))
          ctx:give_curse(id, who)
        else
          rest[#rest + 1] = id
        end
      end
      while #rest > 0 do
        local pick = rest[1]
        if #rest > 1 then
          pick = ctx:choose("Put which card on the bottom of the monster deck next?", ctx:labelled(rest))
        end
        ctx:to_deck_bottom(pick)
        for i, id in ipairs(rest) do
          if id == pick then table.remove(rest, i) break end
        end
      end
    end,
  },
}
