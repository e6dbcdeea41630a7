-- G Fuel! (the passive one): +1 health; at the end of your turn, recharge your character.
return {
  static {
    stat = "hp",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
  triggered {
    label = "recharge your character",
    on = "turn-end",
    condition = function(ctx, ev)
      local mine = ctx:character(ctx.controller)
      return ev.player == ctx.controller and mine ~= nil and ctx:is_tapped(mine)
    end,
    effect = function(ctx)
      local mine = ctx:character(ctx.controller)
      if mine then ctx:recharge(mine) end
    end,
  },
}
