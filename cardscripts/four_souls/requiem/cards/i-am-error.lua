-- I Am Error: at the start of each turn the active player rolls. 1-2: a monster of their choice
-- is discarded and the top monster card covers its slot. 3-4: reroll one of your items.
-- 5: discard your hand and loot 3. 6: all three.
local function replace_monster(ctx, me)
  local monsters = ctx:monsters()
  if #monsters == 0 then return end
  local pick = ctx:choose("Replace which monster?", ctx:labelled(monsters), me)
  local slot = ctx:zone_of(pick)
  ctx:discard_monster(pick)
  ctx:to_monster_slot(slot)
end

local function reroll_mine(ctx, me)
  local items = ctx:items(me, "non-eternal")
  if #items == 0 then return end
  ctx:reroll_item(ctx:choose("Reroll which item?", ctx:labelled(items), me))
end

local function new_hand(ctx, me)
  ctx:discard_hand(me)
  ctx:loot(me, 3)
end

return {
  triggered {
    label = "roll at the start of the turn",
    on = "turn-start",
    effect = function(ctx) ctx:roll_die("result") end,
  },
  result = function(ctx, r)
    local me = ctx:active()
    if r <= 2 or r == 6 then replace_monster(ctx, me) end
    if r == 3 or r == 4 or r == 6 then reroll_mine(ctx, me) end
    if r == 5 or r == 6 then new_hand(ctx, me) end
  end,
}
