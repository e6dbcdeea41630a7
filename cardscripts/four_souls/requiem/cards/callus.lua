-- Callus: prevent all damage you would take that is not combat damage.
return {
  replacement {
    label = "prevent non-combat damage",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and not ev.combat
    end,
    apply = function(ctx, ev)
      return false
    end,
  },
}
