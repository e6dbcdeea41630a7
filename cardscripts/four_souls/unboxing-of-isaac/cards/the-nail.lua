-- The Nail: ↷ until the end of the turn every player may be attacked, with 4 evasion (FS 6.10.2,
-- an effect newer than every card in play). Each time a player is killed by another player, you
-- loot 1.
return {
  activated {
    label = "players may be attacked this turn (4 evasion)",
    cost = { tap = true },
    effect = function(ctx) ctx:players_attackable(4) end,
  },
  triggered {
    label = "a player killed another: loot 1",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ev.killer ~= nil and ev.killer ~= ev.target
    end,
    effect = function(ctx) ctx:loot(ctx.controller, 1) end,
  },
}
