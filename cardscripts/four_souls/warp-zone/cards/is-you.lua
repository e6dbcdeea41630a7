-- Is You (Baba's starting item): as your turn starts, choose an eternal item another player
-- controls; this gains all of that item's abilities until the start of your next turn
-- (ctx:gain_abilities_of, plugins/four_souls/gained_abilities.py).
local function eternal_items(ctx)
  local out = {}
  for _, item in ipairs(ctx:others_items()) do
    if ctx:is_eternal(item) then out[#out + 1] = item end
  end
  return out
end

return {
  triggered {
    label = "your turn starts: gain the abilities of another player's eternal item",
    on = "turn-start",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and #eternal_items(ctx) > 0
    end,
    effect = function(ctx)
      local items = eternal_items(ctx)
      if #items == 0 then return end
      local item = ctx:choose("Is You: whose abilities does this gain?", ctx:labelled(items))
      ctx:gain_abilities_of(item, "next-turn-start")
    end,
  },
}
