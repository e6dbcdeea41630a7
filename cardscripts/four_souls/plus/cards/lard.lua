-- Lard: +2 health; each time you take damage, discard a loot card.
return {
  static {
    stat = "hp",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 2,
  },
  triggered {
    label = "discard a loot card when you take damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and (ev.result or 0) > 0 end,
    effect = function(ctx) ctx:discard_loot(ctx.controller, 1) end,
  },
}
