-- Tap: deal damage equal to this wand's power to target player.
return {
  activated {
    label = "zap",
    cost = { tap = true },
    target = function(ctx) return ctx:opponents(ctx.controller) end,
    effect = function(ctx, target) ctx:damage(target, ctx:stat(ctx.self, "power")) end,
  },
}
