-- Mutant Spider: ↷: the next time any player rolls a die, they roll 4 dice instead and you
-- choose the one that is the result. Only that die counts; the others trigger nothing (R-028).
return {
  activated {
    label = "the next roll is four dice; you pick",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx) ctx:remember("armed", true) end,
  },
  triggered {
    label = "four dice: you pick the one that counts",
    on = "rolled",
    condition = function(ctx) return ctx:recall("armed") == true end,
    effect = function(ctx, ev)
      ctx:remember("armed", nil)
      if ctx:roll_info(ev.item) == nil then return end
      local faces, options = { ev.result }, {}
      for i = 2, 4 do faces[i] = ctx:roll(ev.player) end
      for i, face in ipairs(faces) do
        options[i] = { id = "die:" .. i, label = "die " .. i .. ": " .. face }
      end
      local chosen = faces[tonumber(ctx:choose("Which die is " .. ev.player .. "'s roll?", options):sub(5))]
      if chosen ~= ev.result then ctx:set_roll(ev.item, chosen) end
    end,
  },
}
