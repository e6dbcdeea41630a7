-- Two of Diamonds: a player of your choice gains as many ¢ as they have (R-112).
return {
  target = function(ctx) return ctx:labelled(ctx:players()) end,
  on_play = function(ctx, who)
    ctx:gain_cents(who, ctx:cents(who))
  end,
}
