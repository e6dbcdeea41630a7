-- Cube of Meat (three printings): attack rolls of params.roll deal you no combat damage (a
-- prevention, FS 10.3). While you control another item or soul named Cube of Meat or Ultra
-- Flesh Kid! (Requiem), params.bonus: "attack" +1 attack, "hp" +1 health, "roll-4" attack
-- rolls of 4 deal you no combat damage either.
--- param roll: integer 1..6
--- param bonus: 'attack'|'hp'|'roll-4'
-- "named" counts every name a card has now (a rename, also_named: ctx:named)
local function kin_in(ctx, ids)
  for _, id in ipairs(ids) do
    if id ~= ctx.self and (ctx:named(id, "Cube of Meat") or ctx:named(id, "Ultra Flesh Kid!")) then
      return true
    end
  end
  return false
end

local function paired(ctx)
  return kin_in(ctx, ctx:items(ctx.controller)) or kin_in(ctx, ctx:soul_cards(ctx.controller))
end

local abilities = {
  replacement {
    label = "no combat damage on this roll",
    on = "damage",
    condition = function(ctx, ev)
      if ev.target ~= ctx.controller or not ev.combat then return false end
      if ev.roll == params.roll then return true end
      return params.bonus == "roll-4" and ev.roll == 4 and paired(ctx)
    end,
    apply = function(ctx, ev) return false end,
  },
}
if params.bonus ~= "roll-4" then
  abilities[#abilities + 1] = static {
    label = "+1 " .. params.bonus .. " beside another Cube of Meat or Ultra Flesh Kid!",
    stat = params.bonus,
    applies = function(ctx, seat) return seat == ctx.controller and paired(ctx) end,
    value = 1,
  }
end
return abilities
