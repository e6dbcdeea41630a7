-- Pills! (cancel / discard): roll. 1-2: cancel a loot card being played. 3-4: each other player
-- discards a loot card. 5-6: nothing.
return {
  on_play = function(ctx)
    ctx:roll_die("pill")
  end,
  pill = function(ctx, result)
    local me = ctx:you()
    if result <= 2 then
      local loot = {}
      for _, id in ipairs(ctx:stack_items("loot")) do
        if ctx:item_info(id).source ~= ctx.self then loot[#loot + 1] = id end
      end
      if #loot == 0 then return end
      ctx:cancel(ctx:choose("Cancel which loot card?", ctx:labelled(loot)))
    elseif result <= 4 then
      for _, p in ipairs(ctx:each_player()) do
        if p ~= me then ctx:discard_loot(p, 1) end
      end
    end
  end,
}
