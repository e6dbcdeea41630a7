-- Found Soul (trinket): you have +1 attack. When a soul comes under your control, give this to
-- another player of your choice.
return {
  static {
    stat = "attack",
    applies = function(ctx, subject) return subject == ctx.controller end,
    value = 1,
  },
  triggered {
    label = "you gained a soul: give this to another player",
    on = "gain-soul",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:give_to_another(ctx.self) end,
  },
}
