-- Booster Pack: ↷ destroy this; if you do, reveal the top 5 loot cards, play any of them
-- without loot plays (FS 4.6.3), and discard the rest.
local DONE = { id = "done", label = "play no more of them" }

return {
  activated {
    label = "destroy this: play from the top 5 loot cards",
    cost = { tap = true },
    effect = function(ctx)
      if ctx:destroy(ctx.self) == nil then return end
      local me = ctx.controller
      local revealed = {}
      for i, id in ipairs(ctx:deck("loot.deck")) do
        if i > 5 then break end
        revealed[#revealed + 1] = id
      end
      local in_hand = {}
      for _, id in ipairs(revealed) do
        local held = ctx:move(id, me .. ".hand")
        if held then
          -- they are shown to everyone: they are revealed, not drawn
          ctx:reveal(held, "all")
          in_hand[#in_hand + 1] = held
        end
      end
      while #in_hand > 0 do
        local options = ctx:labelled(in_hand)
        options[#options + 1] = DONE
        local picked = ctx:choose("Booster Pack: play which card?", options)
        if picked == "done" then break end
        local rest = {}
        for _, id in ipairs(in_hand) do
          if id ~= picked then rest[#rest + 1] = id end
        end
        in_hand = rest
        ctx:play_loot(picked, true)
      end
      for _, id in ipairs(in_hand) do
        if ctx:zone_of(id) == me .. ".hand" then ctx:move(id, "loot.discard") end
      end
    end,
  },
}
