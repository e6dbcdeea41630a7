-- Dice Shard: the player of a die roll on the stack rolls it again (FS 5.1.3).
return {
  target = function(ctx)
    return ctx:labelled(ctx:rolls())
  end,
  on_play = function(ctx, roll)
    ctx:reroll(roll)
  end,
}
