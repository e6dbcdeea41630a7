-- Sharp Pebble: deal 1 damage to a player or monster of your choice.
return {
  target = function(ctx) return ctx:labelled(ctx:monsters_and_players()) end,
  on_play = function(ctx, who)
    ctx:deal_damage(who, 1)
  end,
}
