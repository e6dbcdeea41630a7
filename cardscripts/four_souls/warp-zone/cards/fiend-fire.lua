-- Fiend Fire: as an additional cost to play it, discard your hand (FS 9.1.3). Deal X damage
-- divided as you choose among monsters and players, X being the number of loot cards discarded
-- this way: each point goes to a target chosen in turn, and each target takes its share as one
-- damage.
local KEY = "fiend-fire"

return {
  additional_cost = function(ctx)
    local discarded = 0
    for _, id in ipairs(ctx:hand(ctx.controller)) do
      if id ~= ctx.self and ctx:move(id, "loot.discard", "top") then discarded = discarded + 1 end
    end
    ctx:remember("discarded", discarded, KEY)
  end,
  on_play = function(ctx)
    local x = ctx:recall("discarded", KEY) or 0
    local order, shares = {}, {}
    for i = 1, x do
      local options = ctx:monsters_and_players()
      if #options == 0 then break end
      local who = ctx:choose("Fiend Fire: 1 damage (" .. i .. " of " .. x .. ") to",
        ctx:labelled(options))
      if shares[who] == nil then
        order[#order + 1] = who
        shares[who] = 0
      end
      shares[who] = shares[who] + 1
    end
    -- stacked last first, so the shares resolve in the order their targets were chosen
    for i = #order, 1, -1 do
      local who = order[i]
      if ctx:exists(who) then ctx:deal_damage(who, shares[who]) end
    end
  end,
}
