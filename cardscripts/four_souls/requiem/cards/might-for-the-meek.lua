-- Might for the Meek: the players with the fewest souls (or tied) have +1 attack, and one more
-- attack on their turn.
local function meek(ctx, seat) return lib.has_fewest(ctx, seat, ctx.souls) end

local function is_seat(ctx, subject)
  for _, seat in ipairs(ctx:players()) do
    if seat == subject then return true end
  end
  return false
end

return {
  static {
    stat = "attack",
    applies = function(ctx, subject) return is_seat(ctx, subject) and meek(ctx, subject) end,
    value = 1,
  },
  static {
    stat = "attacks",
    applies = function(ctx, seat) return seat == ctx:active() and meek(ctx, seat) end,
    value = 1,
  },
}
