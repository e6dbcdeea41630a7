-- Passive items that change their controller's numbers (static abilities, FS 9.4), beside the
-- base set's stat-bonus.lua:
--   params.hp / params.attack      +n health / attack (Newgrounds Tank, Tony)
--   params.monster_evasion         monsters have +n evasion during your turn (Newgrounds Tank)
--   params.alone_attack            a further +n attack while you control no other non-eternal
--                                  item (Tony)
--- param hp?: integer
--- param attack?: integer
--- param monster_evasion?: integer
--- param alone_attack?: integer
local P = params
local abilities = {}
local function mine(ctx, seat) return seat == ctx.controller end
if P.hp then abilities[#abilities + 1] = static { stat = "hp", applies = mine, value = P.hp } end
if P.attack then
  abilities[#abilities + 1] = static { stat = "attack", applies = mine, value = P.attack }
end
if P.monster_evasion then
  abilities[#abilities + 1] = static {
    stat = "evasion",
    applies = function(ctx, subject)
      return ctx.controller ~= nil and ctx:is_active(ctx.controller)
        and ctx:card(subject).type == "monster"
    end,
    value = P.monster_evasion,
  }
end
if P.alone_attack then
  abilities[#abilities + 1] = static {
    stat = "attack",
    applies = function(ctx, seat)
      if seat ~= ctx.controller then return false end
      for _, item in ipairs(ctx:items(seat, "non-eternal")) do
        if item ~= ctx.self then return false end
      end
      return true
    end,
    value = P.alone_attack,
  }
end
return abilities
