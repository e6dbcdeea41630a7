-- Half-Breed (MK 6.7, 6.8): room for a second, different Race. With one Race card the
-- character is half Human: that Race's advantages without its drawbacks (the plugin's
-- ctx:suffers_as answers "human" then). It needs a Race card in play (MK 14.12).
return {
  static {
    stat = "max_races",
    value = 1,
    applies = function(ctx, seat)
      return ctx:owner(ctx.self) == seat
    end,
  },

  playable = function(ctx, seat)
    return #ctx:races(seat) >= 1
  end,
}
