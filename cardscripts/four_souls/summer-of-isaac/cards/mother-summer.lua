-- Mother! (Alt Ability): before each attack roll against it, the players to the active player's
-- left and right each choose a number from 1 to 6; an attack roll equal to either counts as a
-- miss (FS 6.5.3). The numbers are chosen when the attack's target is chosen and again after
-- each attack roll against it, for the next one. With two players, the one player on both sides
-- chooses once.
local function choose_numbers(ctx)
  local ap = ctx:active()
  local numbers = {}
  local seen = {}
  for _, seat in ipairs({ ctx:left_of(ap), ctx:right_of(ap) }) do
    if seat ~= ap and not seen[seat] then
      seen[seat] = true
      numbers[#numbers + 1] = tonumber(ctx:choose("Mother!: a number the next attack roll misses on",
        { "1", "2", "3", "4", "5", "6" }, seat))
    end
  end
  ctx:remember("numbers", numbers, ctx:turn())
end

return {
  triggered {
    label = "the players beside the attacker choose numbers",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = choose_numbers,
  },
  triggered {
    label = "numbers for the next attack roll",
    on = "attack-roll",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = choose_numbers,
  },
  misses = function(ctx, result)
    for _, n in ipairs(ctx:recall("numbers", ctx:turn()) or {}) do
      if n == result then return true end
    end
    return false
  end,
}
