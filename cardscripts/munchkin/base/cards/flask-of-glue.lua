-- Flask of Glue (card data, wording estimated): right after someone rolls a successful
-- escape, that escape is undone and the roll must be made again.
return {
  playable = function(ctx, seat)
    return ctx:last_escape() ~= nil
  end,

  on_play = function(ctx)
    ctx:reroll_escape()
  end,
}
