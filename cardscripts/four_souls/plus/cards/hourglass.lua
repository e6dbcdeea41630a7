-- Hourglass: each time a player rolls a 2, you may deactivate an item (chosen as this resolves).
return {
  triggered {
    label = "deactivate an item on a 2",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 2 end,
    effect = function(ctx)
      local charged = ctx:all_items("charged")
      if #charged > 0 and ctx:confirm("Deactivate an item?") then
        ctx:deactivate(ctx:choose("Deactivate which item?", ctx:labelled(charged)))
      end
    end,
  },
}
