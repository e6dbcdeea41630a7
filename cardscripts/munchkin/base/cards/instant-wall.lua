-- Instant Wall: in a combat the players are losing, the fighter and the helper (up to two
-- players) escape at once, without rolling.
return {
  playable = function(ctx, seat)
    return ctx:in_combat() and not ctx:winning()
  end,

  on_play = function(ctx)
    for _, seat in ipairs(ctx:fighters()) do
      ctx:escape(seat)
    end
  end,
}
