-- Playdough Cookie: at the start of your turn you may choose a non-eternal item and put a
-- counter on it or remove one from it; if you do not, gain 1¢.
return {
  triggered {
    label = "a counter on an item, or 1¢",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local options = ctx:labelled(ctx:all_items("non-eternal"))
      options[#options + 1] = { id = "cents", label = "no item: gain 1¢" }
      local item = ctx:choose("Put a counter on or remove one from which item?", options)
      if item == "cents" then
        ctx:gain_cents(ctx.controller, 1)
        return
      end
      local ways = { { id = "add", label = "put a counter on it" } }
      if ctx:counter(item, "counters") + ctx:level(item) > 0 then
        ways[2] = { id = "remove", label = "remove a counter from it" }
      end
      if ctx:choose("Put or remove?", ways) == "add" then
        ctx:add_counters(item, 1)
      else
        ctx:remove_counters(item, 1)
      end
    end,
  },
}
