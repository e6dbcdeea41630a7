-- Eden's Blessing (room): at the start of each turn, the active player may reroll one of their
-- items.
return {
  triggered {
    label = "you may reroll one of your items",
    on = "turn-start",
    condition = function(ctx, ev) return #ctx:items(ev.player, "non-eternal") > 0 end,
    effect = function(ctx, ev)
      local options = ctx:labelled(ctx:items(ev.player, "non-eternal"))
      options[#options + 1] = { id = "none", label = "reroll nothing" }
      local picked = ctx:choose("Eden's Blessing: reroll an item?", options, ev.player)
      if picked ~= "none" and ctx:exists(picked) then ctx:reroll_item(picked) end
    end,
  },
}
