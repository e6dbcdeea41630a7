-- Wrath: when it dies, roll: 1-3 each player takes 1 damage, 4-6 each player takes 2.
return {
  triggered {
    label = "roll: damage to each player",
    on = "die",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      ctx:roll_die("blast", { card = card.id })
    end,
  },
  blast = function(ctx, result)
    ctx:damage_each_player(result <= 3 and 1 or 2)
  end,
}
