-- Mom's Ring: you have +1 attack. When you gain or buy this, loot 1 (being given it or taking it
-- from another player is not gaining it, R-110).
return {
  static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
  triggered {
    label = "loot 1",
    on = "gain-item",
    condition = function(ctx, ev) return ev.object == ctx.self and ev.how ~= "take" end,
    effect = function(ctx, ev) ctx:loot(ev.player, 1) end,
  },
}
