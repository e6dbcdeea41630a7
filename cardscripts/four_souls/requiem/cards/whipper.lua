-- Whipper: while in play, each time a player declares an attack, the active player rolls:
-- on a 1 or a 2 Whipper deals 1 damage to that player.
return {
  triggered {
    label = "roll: on a 1-2, 1 damage to the attacker",
    on = "declare-attack",
    effect = function(ctx, ev) ctx:roll_die("whip", ev.player, ctx:active()) end,
  },
  whip = function(ctx, result, who)
    if result <= 2 then ctx:deal_damage(who, 1) end
  end,
}
