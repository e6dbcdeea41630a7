-- Gurdy (Alt Ability): while it is covered, monsters have +1 health (an ability that works while
-- covered: params.while_covered names it, and it is marked given so it never works while Gurdy
-- is in play; plugins/four_souls/covered_abilities.py). At the start of each turn, the player to
-- the active player's left puts the top monster card into a monster slot of their choice.
local COVERED = "while covered: monsters have +1 health"

local function is_monster(ctx, subject)
  for _, id in ipairs(ctx:monsters()) do
    if id == subject then return true end
  end
  return false
end

return {
  static {
    label = COVERED,
    given = true,
    stat = "hp",
    applies = is_monster,
    value = 1,
  },
  triggered {
    label = "each turn starts: the player to the left puts the top monster card into a slot",
    on = "turn-start",
    effect = function(ctx, ev)
      if #ctx:deck("monster.deck") == 0 then return end
      local left = ctx:left_of(ev.player)
      local slot = ctx:choose_slot("monster", left)
      if slot then ctx:to_monster_slot(slot) end
    end,
  },
}
