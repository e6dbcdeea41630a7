-- Pocket Bomb: deal 2 damage to a monster or a player of your choice.
return {
  -- who may be chosen: the game asks the player when the card is played
  target = function(ctx) return ctx:labelled(ctx:monsters_and_players()) end,
  on_play = function(ctx, who)
    ctx:deal_damage(who, 2)
  end,
}
