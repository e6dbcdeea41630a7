-- Mom's Knife (params.attack = 1, params.roll = 6) and Soy Milk (params.evasion = 1): each time
-- you deal combat damage to a monster (on an attack roll of params.roll, if given), deal 1
-- damage to each other monster. params.attack: +n attack; params.evasion: monsters have +n
-- evasion during your turn.
--- param attack?: count
--- param evasion?: count
--- param roll?: count
local function is_monster(ctx, id)
  for _, m in ipairs(ctx:monsters()) do
    if m == id then return true end
  end
  return false
end

local abilities = {}
if params.attack then
  abilities[#abilities + 1] = static {
    stat = "attack",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = params.attack,
  }
end
if params.evasion then
  abilities[#abilities + 1] = static {
    stat = "evasion",
    applies = function(ctx, subject)
      return ctx.controller ~= nil and ctx:is_active(ctx.controller) and ctx:card(subject).type == "monster"
    end,
    value = params.evasion,
  }
end
abilities[#abilities + 1] = triggered {
  label = "1 damage to each other monster",
  on = "damage",
  condition = function(ctx, ev)
    if not ev.combat or ev.source_player ~= ctx.controller or (ev.result or 0) <= 0 then return false end
    if not is_monster(ctx, ev.target) then return false end  -- an attackable item is no monster
    return params.roll == nil or ev.roll == params.roll
  end,
  effect = function(ctx, ev)
    for _, m in ipairs(ctx:monsters()) do
      if m ~= ev.target then ctx:deal_damage(m, 1) end
    end
  end,
}
return abilities
