-- Monstro II: each time it deals combat damage, the active player rolls. 1-3: it deals 1
-- damage to the player to their right. 4-6: to the player to their left.
return {
  triggered {
    label = "roll: 1 damage to a neighbour",
    on = "damage",
    condition = function(ctx, ev) return ev.source == ctx.self and ev.combat end,
    effect = function(ctx) ctx:roll_die("spew", nil, ctx:active()) end,
  },
  spew = function(ctx, result)
    local ap = ctx:active()
    ctx:deal_damage(result <= 3 and ctx:right_of(ap) or ctx:left_of(ap), 1)
  end,
}
