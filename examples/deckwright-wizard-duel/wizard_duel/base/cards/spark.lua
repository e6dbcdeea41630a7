-- Deal damage (2, or params.amount) to target opponent.
--- param amount?: count = 2
return {
  target = function(ctx) return ctx:opponents(ctx.controller) end,
  on_play = function(ctx, target)
    ctx:damage(target, params.amount or 2)
  end,
}
