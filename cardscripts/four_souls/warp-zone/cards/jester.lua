-- Jester: reroll any number of your items (FS 10.9: destroy each, then gain +1 treasure for
-- each destroyed; an eternal item cannot be destroyed, so it is not offered).
return {
  on_play = function(ctx)
    local mine = ctx:items(ctx.controller, "non-eternal")
    if #mine == 0 then return end
    local chosen = ctx:choose_many("Jester: reroll which items?", ctx:labelled(mine))
    for _, item in ipairs(chosen) do
      if ctx:exists(item) then ctx:reroll_item(item) end
    end
  end,
}
