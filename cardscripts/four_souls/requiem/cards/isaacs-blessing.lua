-- Isaac's Blessing: each time a player would roll a 1 or a 6, they may roll it again (FS 5.2
-- step 4: the modify window opens again for the new result).
return {
  triggered {
    label = "reroll a 1 or a 6",
    on = "would-roll",
    condition = function(ctx, ev) return ev.result == 1 or ev.result == 6 end,
    effect = function(ctx, ev)
      if ctx:roll_info(ev.item) == nil then return end  -- the roll left the stack meanwhile
      if ctx:confirm("Reroll your " .. ev.result .. "?", ev.player) then ctx:reroll(ev.item) end
    end,
  },
}
