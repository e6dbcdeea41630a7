-- Godhead (Alt Ability): ↷: flip a die roll on the stack: it becomes 7 minus its result
-- (FS 5.1.3, R-032).
return {
  activated {
    label = "flip a die roll",
    hint = "roll",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:rolls()) end,
    effect = function(ctx, roll) ctx:flip_roll(roll) end,
  },
}
