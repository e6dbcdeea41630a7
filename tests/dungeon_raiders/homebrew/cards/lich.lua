-- Lich (homebrew test boss): pay 5 coins or be knocked out; beaten, it heals its foes.
return {
  attack = function(ctx, fight)
    for _, seat in ipairs(fight.targets) do
      local pay = false
      if ctx:coins(seat) >= 5 then
        pay = ctx:choose("The Lich claims you: pay 5 coins, or fall?",
                         { { id = "pay", label = "Pay 5 coins" },
                           { id = "fall", label = "Be knocked out" } }, seat) == "pay"
      end
      if pay then
        ctx:lose_coins(seat, 5)
      else
        ctx:knock_out(seat, "lich")
      end
    end
  end,
  defeated = function(ctx, fight)
    for _, seat in ipairs(fight.fighters) do
      ctx:heal(seat, 1)
    end
  end,
}
