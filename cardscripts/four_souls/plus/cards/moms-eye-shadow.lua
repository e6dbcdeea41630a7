-- Mom's Eye Shadow: each time another player declares an attack on a monster, you may choose
-- which monster they attack (the game asks once they chose a monster, never the deck: R-037).
return {
  picks_attack_target = function(ctx, attacker) return attacker ~= ctx.controller end,
}
