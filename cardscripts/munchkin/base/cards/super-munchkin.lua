-- Super Munchkin (MK 6.10): room for a second, different Class. It may be played only with a
-- Class in play and a different Class card in hand (MK 12.65).
return {
  static {
    stat = "max_classes",
    value = 1,
    applies = function(ctx, seat)
      return ctx:owner(ctx.self) == seat
    end,
  },

  playable = function(ctx, seat)
    local have = ctx:classes(seat)
    if #have ~= 1 then
      return false
    end
    for _, id in ipairs(ctx:hand(seat, "class")) do
      if ctx:card(id).id ~= have[1] then
        return true
      end
    end
    return false
  end,
}
