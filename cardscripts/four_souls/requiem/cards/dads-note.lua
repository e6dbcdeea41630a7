-- Dad's Note: choose up to 3 monster cards (not events) in the monster discard; put each on top
-- of a monster slot that is not being attacked.
return {
  on_play = function(ctx)
    local found = {}
    for _, id in ipairs(ctx:deck("monster.discard")) do
      if ctx:card(id).type == "monster" then found[#found + 1] = id end
    end
    if #found == 0 then return end
    local picked = ctx:choose_many("Bring back which monsters?", ctx:labelled(found), 0, 3)
    for _, id in ipairs(picked) do
      local slot = ctx:choose_slot("monster")
      if slot == nil then return end
      ctx:to_slot(id, slot)
    end
  end,
}
