-- Shadow of War: when a player dies, before the death penalty, they destroy one of their items
-- (an eternal item cannot be destroyed, so it is never offered).
return {
  triggered {
    label = "destroy an item before the penalty",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "player" end,
    effect = function(ctx, ev)
      local items = ctx:items(ev.player, "non-eternal")
      if #items == 0 then return end
      ctx:destroy(ctx:choose("Destroy which item?", ctx:labelled(items), ev.player))
    end,
  },
}
