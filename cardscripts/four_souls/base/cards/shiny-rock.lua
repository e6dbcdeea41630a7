-- Shiny Rock: each time you activate an item, gain 1¢.
return {
  triggered {
    label = "gain 1¢",
    on = "activate",
    condition = function(ctx, ev) return ev.player == ctx.controller and ev.is_item end,
    effect = function(ctx)
      ctx:gain_cents(ctx.controller, 1)
    end,
  },
}
