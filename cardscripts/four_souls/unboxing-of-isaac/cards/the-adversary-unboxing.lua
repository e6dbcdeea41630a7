-- The Adversary (The Unboxing of Isaac): at the start of each turn the active player rolls (FS
-- 5.1.4). 1-2: every card in another monster slot (the covered ones too) goes to the discard
-- pile, no rewards (FS 7.5.5); 3-4: the top monster card goes on top of another monster slot;
-- 5-6: monsters have +1 evasion until the end of the turn. "Another slot" is one other than its
-- own, chosen by the active player.
local function other_slots(ctx)
  local mine, slots = ctx:zone_of(ctx.self), {}
  for _, m in ipairs(ctx:monsters()) do
    local zone = ctx:zone_of(m)
    if zone ~= mine then slots[#slots + 1] = { id = zone, label = ctx:card(m).name .. " (" .. zone .. ")" } end
  end
  return slots
end
return {
  triggered {
    label = "at the start of each turn, the active player rolls",
    on = "turn-start",
    effect = function(ctx) ctx:roll_die("omen", nil, ctx:active()) end,
  },
  omen = function(ctx, result)
    if result >= 5 then
      ctx:add_effect("monsters", "evasion", 1)
      return
    end
    local slots = other_slots(ctx)
    if #slots == 0 then return end
    local prompt = result <= 2 and "Discard every card in which monster slot?"
      or "Put the top monster card on which monster slot?"
    local slot = ctx:choose(prompt, slots, ctx:active())
    if result <= 2 then
      -- a slot's covered cards wait in its ".covered" zone (FS 1.9)
      for _, zone in ipairs({ slot, slot .. ".covered" }) do
        for _, id in ipairs(ctx:zone(zone)) do ctx:discard(id) end
      end
    else
      ctx:to_monster_slot(slot)
    end
  end,
}
