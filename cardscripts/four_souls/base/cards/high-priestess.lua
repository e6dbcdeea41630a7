-- II. The High Priestess: choose a monster or player, roll, deal that much damage to it.
return {
  target = function(ctx) return ctx:labelled(ctx:monsters_and_players()) end,
  on_play = function(ctx, who)
    ctx:roll_die("hit", { target = who })
  end,
  hit = function(ctx, result, extra)
    ctx:deal_damage(extra.target, result)
  end,
}
