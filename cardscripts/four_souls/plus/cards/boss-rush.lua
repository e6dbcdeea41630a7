-- Boss Rush!: two separated abilities (R-024). Reveal the monster deck from the top until two
-- bosses are revealed: each boss goes into a monster slot not being attacked (the active
-- player's choice), the other cards into the discard. / The active player must attack one of
-- those bosses one more time this turn (FS 6.9.1 a).
local function is_boss(ctx, id)
  local c = ctx:card(id)
  if c.type ~= "monster" then return false end
  for _, tag in ipairs(ctx:tags(id)) do
    if tag == "boss" then return true end
  end
  return (c.stats.souls or 0) > 0
end

-- monster slots not being attacked, nor holding this event (a boss there would cover it)
local function free_slots(ctx)
  local fight, mine, out = ctx:attacking(), ctx:zone_of(ctx.self), {}
  for _, m in ipairs(ctx:monsters()) do
    local slot = ctx:zone_of(m)
    if slot:sub(1, 8) == "monster." and slot ~= mine and not (fight and fight.target == m) then
      out[#out + 1] = { id = slot, label = slot .. " (" .. ctx:card(m).name .. ")" }
    end
  end
  return out
end

return {
  abilities = function(ctx) return { "rush", "fight_one" } end,
  rush = function(ctx)
    local ap, bosses = ctx:active(), {}
    local left = #ctx:deck("monster.deck")
    while #bosses < 2 and left > 0 do
      left = left - 1
      local top = ctx:deck("monster.deck")[1]
      local placed = nil
      if is_boss(ctx, top) then
        local slots = free_slots(ctx)
        local slot = #slots > 0 and ctx:choose("Put " .. ctx:card(top).name .. " where?", slots, ap)
          or ctx:choose_slot("monster", ap)
        placed = slot and ctx:to_slot(top, slot)
      end
      if placed then bosses[#bosses + 1] = placed else ctx:mill("monster") end
    end
    ctx:remember("bosses", bosses, ctx:turn())
  end,
  fight_one = function(ctx)
    local bosses = ctx:recall("bosses", ctx:turn()) or {}
    if #bosses > 0 then ctx:must_attack_one_of(bosses) end
  end,
}
