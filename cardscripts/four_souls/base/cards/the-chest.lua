-- The Chest (a soul item): if this would be destroyed (the death penalty included), it
-- becomes a soul under your control instead (R-131).
return {
  replacement {
    label = "becomes a soul instead",
    on = "destroy",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    apply = function(ctx, ev)
      -- a soul nobody may gain: then it is destroyed after all
      if ctx:gain_soul(ctx.controller, ctx.self) == nil then return ev end
      return false
    end,
  },
}
