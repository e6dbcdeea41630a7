-- Charmed Monstro: if the active player would gain this as a soul, they choose another player,
-- who gains it instead.
return {
  triggered {
    label = "placeholder",
    on = "gain-soul",
    condition = function(ctx, ev) return false end,
    effect = function(ctx) end,
  },
}
