-- Mama Haunt: your character does not recharge in your recharge step; when you die, before the
-- death penalty, give this to another player.
return {
  replacement {
    label = "your character stays deactivated",
    on = "untap",
    condition = function(ctx, ev)
      return ev.reason == "recharge" and ev.object == ctx:character(ctx.controller)
    end,
    apply = function(ctx, ev) return false end,
  },
  triggered {
    label = "give this to another player",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" and ev.target == ctx.controller end,
    effect = function(ctx) ctx:give_to_another(ctx.self) end,
  },
}
