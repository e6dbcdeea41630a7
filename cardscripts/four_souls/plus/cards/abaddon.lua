-- Abaddon: +3 attack. Each time you take damage, you die.
return {
  static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 3,
  },
  triggered {
    label = "you took damage: you die",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller end,
    effect = function(ctx) ctx:kill(ctx.controller) end,
  },
}
