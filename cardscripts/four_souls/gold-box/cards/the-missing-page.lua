-- The Missing Page: each time any player would roll a 5, you may make them roll that die again
-- (FS 5.2 step 4: the roll stays the same roll, R-033; no outcome step restarts, R-027).
return {
  triggered {
    label = "when a 5 would be rolled",
    on = "would-roll",
    condition = function(ctx, ev) return ev.result == 5 end,
    effect = function(ctx, ev)
      if ctx:roll_info(ev.item) == nil then return end  -- the roll left the stack meanwhile
      if ctx:confirm("Make " .. ev.player .. " reroll their 5?") then ctx:reroll(ev.item) end
    end,
  },
}
