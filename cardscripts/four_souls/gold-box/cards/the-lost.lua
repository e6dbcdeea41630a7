-- The Lost: ↷ gives one more loot play, on your own turn only (the card lacks "on any player's
-- turn"). At the end of your turn you may recharge a character. Its soul value 1 is a stat of
-- the character (stats.souls), counted by the rules, not a soul card (R-129).
local function tapped_characters(ctx)
  local ids = {}
  for _, id in ipairs(ctx:characters()) do
    if ctx:is_tapped(id) then ids[#ids + 1] = id end
  end
  return ids
end

return {
  activated {
    label = "one more loot play this turn",
    hint = "loot",
    cost = { tap = true },
    condition = function(ctx)
      return ctx:is_active(ctx.controller) and ctx:hand_size(ctx.controller) > 0
    end,
    effect = function(ctx) ctx:add_loot_plays(ctx.controller, 1) end,
  },
  triggered {
    label = "you may recharge a character",
    on = "turn-end",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and #tapped_characters(ctx) > 0
    end,
    effect = function(ctx)
      local options = ctx:labelled(tapped_characters(ctx))
      if #options == 0 then return end
      options[#options + 1] = { id = "none", label = "recharge none" }
      local pick = ctx:choose("Recharge which character?", options)
      if pick ~= "none" then ctx:recharge(pick) end
    end,
  },
}
