-- Magic Mushroom: starts with 3 counters (params.counters). $ remove a counter from this, choose
-- one: +1 to your next attack roll this turn; or prevent the next 1 damage you would take this
-- turn. Your character has "↷: put a counter on an item named Magic Mushroom" (a given ability:
-- "this" is the character; any item named so counts, a renamed one does not).
local GIVEN = "put a counter on an item named Magic Mushroom"

local function mushrooms(ctx)
  local ids = {}
  for _, p in ipairs(ctx:each_player()) do
    for _, id in ipairs(ctx:items(p)) do
      if ctx:named(id, "Magic Mushroom") then ids[#ids + 1] = id end
    end
  end
  return ids
end

return {
  activated {
    label = "+1 to your next attack roll this turn",
    cost = { counters = 1 },
    effect = function(ctx) ctx:next_attack_roll(ctx.controller, 1) end,
  },
  activated {
    label = "prevent the next 1 damage you would take this turn",
    hint = "prevent",
    cost = { counters = 1 },
    effect = function(ctx) ctx:prevent(ctx.controller, 1) end,
  },
  static {
    label = "your character has the mushroom's ↷",
    gives = GIVEN,
    applies = function(ctx, id) return id == ctx:character(ctx.controller) end,
  },
  activated {
    given = true,
    label = GIVEN,
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(mushrooms(ctx)) end,
    effect = function(ctx, item) ctx:add_counters(item, 1) end,
  },
}
