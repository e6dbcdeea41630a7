-- Satanic Bible: $ pay 1 health (not damage, FS 10.16): choose a monster; the next damage it
-- would take this turn is prevented (FS 10.3).
return {
  activated {
    label = "pay 1 health: prevent a monster's next damage",
    hint = "prevent",
    cost = { hp = 1 },
    target = function(ctx) return ctx:labelled(ctx:monsters()) end,
    effect = function(ctx, monster) ctx:prevent(monster) end,
  },
}
