-- Dwarf (MK 6.5): any number of Big items (MK 7.4) and a hand limit of 6 (MK 3.10).
local function mine(ctx, seat)
  return ctx:works_for(seat)
end

return {
  static { stat = "hand_limit", value = 1, applies = mine },
  static { stat = "big_items", value = 99, applies = mine },
}
