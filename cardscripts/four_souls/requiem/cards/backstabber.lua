-- Backstabber: on your turn you may attack players who control more souls than you; they have
-- evasion 3 against that attack (FS 6.10.2; of two such effects the newest wins, R-057). Each
-- time you kill a player, loot 1.
return {
  attackable_player = function(ctx, attacker, target)
    if attacker == ctx.controller and ctx:souls(target) > ctx:souls(attacker) then return 3 end
    return nil
  end,
  triggered {
    label = "loot 1",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "player" and ev.killer == ctx.controller and ev.target ~= ctx.controller
    end,
    effect = function(ctx) ctx:loot(ctx.controller, 1) end,
  },
}
