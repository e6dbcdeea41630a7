-- Seraphim: your 1st, 3rd and 5th attack rolls each turn get +1 (FS 5.2 step 5). It counts your
-- attack rolls this turn as each one's outcome is known, so the next roll knows its number.
local BLESSED = { [1] = true, [3] = true, [5] = true }
local function made(ctx)
  local count = ctx:recall("rolls")
  if count == nil or count.turn ~= ctx:turn() then return 0 end
  return count.n
end
return {
  static {
    label = "+1 to your 1st, 3rd and 5th attack rolls each turn",
    stat = "roll",
    applies = function(ctx, s)
      return s.attack and s.player == ctx.controller and BLESSED[made(ctx) + 1] == true
    end,
    value = 1,
  },
  triggered {
    label = "count your attack roll",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx) ctx:remember("rolls", { turn = ctx:turn(), n = made(ctx) + 1 }) end,
  },
}
