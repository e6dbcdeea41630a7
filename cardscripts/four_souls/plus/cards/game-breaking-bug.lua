-- Game Breaking Bug!: each time a player rolls a 1, you may reroll an item that player controls
-- (FS 10.9: destroy it; they gain +1 treasure).
return {
  triggered {
    label = "reroll an item of the player who rolled a 1",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 1 end,
    effect = function(ctx, ev)
      local items = ctx:items(ev.player, "non-eternal")
      if #items > 0 and ctx:confirm("Reroll an item of " .. ev.player .. "?") then
        ctx:reroll_item(ctx:choose("Reroll which item?", ctx:labelled(items)))
      end
    end,
  },
}
