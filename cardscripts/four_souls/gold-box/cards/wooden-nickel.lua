-- Wooden Nickel: ↷: choose a player, then roll; that player gains ¢ equal to the result.
return {
  activated {
    label = "roll: a player gains that many ¢",
    hint = "now",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:players()) end,
    effect = function(ctx, who) ctx:roll_die("result", who) end,
  },
  result = function(ctx, r, who) ctx:gain_cents(who, r) end,
}
