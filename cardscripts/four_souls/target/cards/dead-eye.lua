-- Dead Eye: each time you deal damage to a monster, +1 attack until the end of the turn.
return {
  triggered {
    label = "+1 attack this turn",
    on = "damage",
    condition = function(ctx, ev)
      return ev.source_player == ctx.controller and ev.card ~= nil and (ev.result or 0) > 0
    end,
    effect = function(ctx) ctx:add_effect(ctx.controller, "attack", 1) end,
  },
}
