-- I. The Magician: set a die roll on the stack to any number; the number is chosen when the
-- card is played (FS 4.4.1).
return {
  modes = function(ctx)
    local out = {}
    for n = 1, 6 do out[n] = { id = tostring(n), label = "make it a " .. n } end
    return out
  end,
  target = function(ctx, mode)
    return ctx:labelled(ctx:rolls())
  end,
  on_play = function(ctx, roll, mode)
    ctx:set_roll(roll, tonumber(mode))
  end,
}
