-- Mirror Shard: flip a roll on the stack (FS 5.1.3).
return {
  target = function(ctx)
    return ctx:labelled(ctx:rolls())
  end,
  on_play = function(ctx, roll)
    ctx:flip_roll(roll)
  end,
}
