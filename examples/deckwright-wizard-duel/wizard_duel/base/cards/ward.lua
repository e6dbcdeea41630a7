-- Prevent damage of 4 or more dealt to you.
return {
  replacement {
    on = "damage",
    label = "prevent big damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and ev.amount >= 4 end,
    apply = function(ctx, ev) return false end,
  },
}
