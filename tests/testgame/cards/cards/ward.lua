-- Prevent damage of 3 or more dealt to you.
return {
  replacement {
    on = "damage",
    label = "prevent big damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and ev.amount >= 3 end,
    apply = function(ctx, ev) return false end,
  },
}
