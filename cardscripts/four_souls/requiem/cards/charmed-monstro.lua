-- Charmed Monstro: if the active player would gain this as a soul, they choose another
-- player, who gains it instead.
return {
  replacement {
    label = "another player gains the soul",
    on = "would-gain-soul",
    condition = function(ctx, ev) return ev.object == ctx.self and ev.player == ctx:active() end,
    apply = function(ctx, ev)
      local others = ctx:others(ev.player)
      if #others == 0 then return ev end
      ev.player = ctx:choose("Who gains Charmed Monstro as a soul?", ctx:labelled(others), ev.player)
      return ev
    end,
  },
}
