-- Era Walk: roll; the next 4 dice rolls made this turn, by anyone, have their result changed to
-- that roll's result (a change that outlasts the card, plugins/four_souls/fixed_rolls.py).
return {
  on_play = function(ctx) ctx:roll_die("walk") end,
  walk = function(ctx, result) ctx:fix_next_rolls(4, result) end,
}
