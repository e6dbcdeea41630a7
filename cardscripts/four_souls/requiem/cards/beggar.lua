-- Beggar: $ pay 3¢, roll. 3-4: gain 2¢. 5: loot 2. 6: gain +1 treasure, then discard this room.
return {
  activated {
    label = "pay 3¢: roll",
    hint = "now",
    cost = { cents = 3 },
    effect = function(ctx) ctx:roll_die("result") end,
  },
  result = function(ctx, r)
    local you = ctx:you()
    if r == 3 or r == 4 then
      ctx:gain_cents(you, 2)
    elseif r == 5 then
      ctx:loot(you, 2)
    elseif r == 6 then
      ctx:gain_treasure(you, 1)
      if ctx:exists(ctx.self) then ctx:discard(ctx.self) end
    end
  end,
}
