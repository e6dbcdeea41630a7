-- Dad's Lost Coin (params.effect = "reroll": when any player would roll a 1, you may have them
-- roll again) and Sacred Heart ("six": when you would roll a 1, you may make it a 6). These
-- act at FS 5.2 step 4, so the modify window opens again (R-026, R-034).
--- param effect: string
return {
  triggered {
    label = "when a 1 would be rolled",
    on = "would-roll",
    condition = function(ctx, ev)
      if ev.result ~= 1 then return false end
      if params.effect == "six" then return ev.player == ctx.controller end
      return true
    end,
    effect = function(ctx, ev)
      if ctx:roll_info(ev.item) == nil then return end  -- the roll left the stack meanwhile
      if params.effect == "six" then
        if ctx:confirm("Make your 1 a 6?") then ctx:set_roll(ev.item, 6) end
      else
        if ctx:confirm("Have " .. ev.player .. " reroll their 1?") then ctx:reroll(ev.item) end
      end
    end,
  },
}
