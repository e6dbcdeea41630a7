-- Crooked Penny: ↷: choose a player, then roll. 1-3: they double their ¢, that is they gain as
-- many ¢ as they have (R-112); 4-6: they lose all their ¢.
return {
  activated {
    label = "roll: double a player's ¢, or they lose it all",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:players()) end,
    effect = function(ctx, who) ctx:roll_die("result", who) end,
  },
  result = function(ctx, r, who)
    local cents = ctx:cents(who)
    if cents == 0 then return end
    if r <= 3 then ctx:gain_cents(who, cents) else ctx:lose_cents(who, cents) end
  end,
}
