-- Ring of the Snake: each time you declare an attack, recharge your character and loot 1.
return {
  triggered {
    label = "you declared an attack: recharge your character, loot 1",
    on = "declare-attack",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local me = ctx:character(ctx.controller)
      if me then ctx:recharge(me) end
      ctx:loot(ctx.controller, 1)
    end,
  },
}
