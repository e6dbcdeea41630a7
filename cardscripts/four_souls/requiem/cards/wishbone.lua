-- Wishbone: when this is destroyed, gain +1 treasure.
return {
  triggered {
    label = "gain +1 treasure",
    on = "destroy",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    effect = function(ctx, ev)
      ctx:gain_treasure(ev.player, 1)
    end,
  },
}
