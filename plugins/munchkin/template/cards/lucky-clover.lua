-- Lucky Clover: go up a level, played at any time; never the winning level (MK 3.3, 5.7).
return {
  -- whether the player may play it now: someone must be able to gain a level
  playable = function(ctx, seat)
    for _, player in ipairs(ctx:players()) do
      if ctx:can_gain(player) then return true end
    end
    return false
  end,
  -- who it may be played on
  targets = function(ctx, seat)
    local out = {}
    for _, player in ipairs(ctx:players()) do
      if ctx:can_gain(player) then out[#out + 1] = player end
    end
    return out
  end,
  on_play = function(ctx, target)
    ctx:gain_levels(target, 1)
  end,
}
