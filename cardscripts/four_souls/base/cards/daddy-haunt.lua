-- Daddy Haunt: each time you would take damage, you take 1 more (a replacement); when you
-- die, before the death penalty, give this to another player (R-117).
return {
  replacement {
    label = "+1 damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.controller and ev.amount > 0 end,
    apply = function(ctx, ev)
      ev.amount = ev.amount + 1
      return ev
    end,
  },
  triggered {
    label = "give this to another player",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx) ctx:give_to_another(ctx.self) end,
  },
}
