-- Magnet: each time another player gains ¢, they give you 1¢ (not a gain for you).
return {
  triggered {
    label = "take 1¢ from a player who gained ¢",
    on = "gain-cents",
    condition = function(ctx, ev)
      return ev.player ~= ctx.controller and (ev.result or 0) > 0
    end,
    effect = function(ctx, ev) ctx:steal_cents(ev.player, 1) end,
  },
}
