-- Dressing Table: the active player rerolls any number of the items they control (an eternal
-- item cannot be destroyed, so it cannot be rerolled: FS 10.9).
return {
  on_reveal = function(ctx)
    local ap = ctx:active()
    local items = ctx:items(ap, "non-eternal")
    if #items == 0 then return end
    for _, item in ipairs(ctx:choose_many("Reroll which items?", ctx:labelled(items), 0, #items, ap)) do
      ctx:reroll_item(item)
    end
  end,
}
