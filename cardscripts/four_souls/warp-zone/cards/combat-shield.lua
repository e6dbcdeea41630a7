-- Diogenes' Pot and Hitops: attack rolls of params.rolls deal you no combat damage (a
-- prevention, FS 10.3).
--   params.killed_by: an attack roll of this number kills you (FS 7.4.4; Diogenes' Pot: 1).
--   params.high_five: as each other player's turn starts, you may offer them a high-five; if
--   they take it, their attack rolls of params.rolls deal them no combat damage either, until
--   the end of that turn (Hitops).
--- param rolls: list<integer>
--- param killed_by?: integer 1..6
--- param high_five?: boolean
local P = params

local function shielded(ctx, seat)
  if seat == ctx.controller then return true end
  local five = P.high_five and ctx:recall("high_five")
  return five ~= nil and five.player == seat and five.turn == ctx:turn()
end

local abilities = {
  replacement {
    label = "no combat damage on this roll",
    on = "damage",
    condition = function(ctx, ev)
      if not ev.combat or not shielded(ctx, ev.target) then return false end
      for _, n in ipairs(P.rolls) do
        if ev.roll == n then return true end
      end
      return false
    end,
    apply = function(ctx, ev) return false end,
  },
}
if P.killed_by then
  abilities[#abilities + 1] = triggered {
    label = "an attack roll of " .. P.killed_by .. " kills you",
    on = "roll-result",
    condition = function(ctx, ev)
      return ev.attack and ev.player == ctx.controller and ev.result == P.killed_by
    end,
    effect = function(ctx) ctx:kill(ctx.controller) end,
  }
end
if P.high_five then
  abilities[#abilities + 1] = triggered {
    label = "offer a high-five",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player ~= ctx.controller end,
    effect = function(ctx, ev)
      local them = ev.player
      if not ctx:confirm("Hitops: offer " .. them .. " a high-five?") then return end
      if ctx:confirm("Hitops: " .. ctx.controller .. " offers you a high-five. Take it?", them) then
        ctx:remember("high_five", { player = them, turn = ctx:turn() })
      end
    end,
  }
end
return abilities
