-- Bomb! / Gold Bomb!!: deal params.damage damage to a monster or a player of your choice.
--- param damage: count
return {
  target = function(ctx) return ctx:labelled(ctx:monsters_and_players()) end,
  on_play = function(ctx, who)
    ctx:deal_damage(who, params.damage)
  end,
}
