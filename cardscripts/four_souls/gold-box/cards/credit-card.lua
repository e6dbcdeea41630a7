-- Credit Card: the next shop item the active player buys this turn costs 0¢.
return {
  on_play = function(ctx)
    ctx:free_purchase(ctx:active())
  end,
}
