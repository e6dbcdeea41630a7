-- Classic Roller: ↷: choose a die roll on the stack; its player rolls it again as two dice,
-- chooses another player, and that player picks the die that counts (R-028). At the end of
-- your turn, recharge this.
return {
  activated {
    label = "reroll a die roll as two dice; another player picks",
    hint = "roll",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:rolls()) end,
    effect = function(ctx, roll)
      local roller = ctx:roll_info(roll).player
      local others = ctx:others(roller)
      if #others == 0 then ctx:reroll(roll) return end
      local picker = ctx:choose("Who picks the die that counts?", ctx:labelled(others), roller)
      ctx:reroll_pick(roll, 2, picker)
    end,
  },
  triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
