-- Steal a Level: a chosen player loses a level and the thief of it gains one (never the
-- winning level, MK 5.7).
return {
  playable = function(ctx, seat)
    return ctx:can_gain(seat)
  end,

  targets = function(ctx, seat)
    local out = {}
    for _, player in ipairs(ctx:players()) do
      if player ~= seat and ctx:level(player) > 1 then
        out[#out + 1] = player
      end
    end
    return out
  end,

  on_play = function(ctx, victim)
    ctx:lose_levels(victim, 1)
    ctx:gain_levels(ctx.controller, 1)
  end,
}
