-- Doppleganger (card data, wording estimated): a fighter with no helper gets a copy of
-- themselves: their combat strength counts twice. A helper joining later ends the copy.
return {
  playable = function(ctx, seat)
    return ctx:fighter() == seat and ctx:helper() == nil and not ctx:running()
  end,

  on_play = function(ctx)
    ctx:double(ctx.controller)
  end,
}
