-- Lazarus' Rags: each time you die, once the death penalty is paid, gain +1 treasure (R-068).
return {
  triggered {
    label = "gain +1 treasure after your death penalty",
    on = "penalty-paid",
    condition = function(ctx, ev)
      return ev.player == ctx.controller
    end,
    effect = function(ctx)
      ctx:gain_treasure(ctx.controller, 1)
    end,
  },
}
