-- Fuck Bloat: the players on the active player's left and right take 2 damage. The active
-- player searches the monster deck for any number of cards named The Bloat and puts them into
-- monster slots not being attacked, then shuffles the monster deck.
return {
  on_reveal = function(ctx)
    local ap = ctx:active()
    local left, right = ctx:left_of(ap), ctx:right_of(ap)
    if left ~= ap then ctx:deal_damage(left, 2) end
    if right ~= ap and right ~= left then ctx:deal_damage(right, 2) end
    local bloats = {}
    for _, id in ipairs(ctx:deck("monster.deck")) do
      if ctx:named(id, "The Bloat") then bloats[#bloats + 1] = id end
    end
    if #bloats > 0 then
      local picked = ctx:choose_many("Put which of them into monster slots?",
        ctx:labelled(bloats), 0, #bloats, ap)
      for _, id in ipairs(picked) do
        local slot = ctx:choose_slot("monster", ap)
        if slot then ctx:to_slot(id, slot) end
      end
    end
    ctx:shuffle("monster.deck")
  end,
}
