-- A Lucky Penny!: gain 1¢; until the end of the turn the rewards you gain are doubled.
return {
  on_play = function(ctx)
    ctx:gain_cents(ctx.controller, 1)
    ctx:add_effect(ctx.controller, "double_rewards", 1)
  end,
}
