-- G Fuel! (the active one): ↷: recharge a character; at the end of your turn, you may recharge
-- an item (any item in play, this one too).
return {
  activated {
    label = "recharge a character",
    hint = "now",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, id in ipairs(ctx:characters()) do
        if ctx:is_tapped(id) then ids[#ids + 1] = id end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, character) ctx:recharge(character) end,
  },
  triggered {
    label = "you may recharge an item",
    on = "turn-end",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and #ctx:all_items("tapped") > 0
    end,
    effect = function(ctx)
      local tapped = ctx:all_items("tapped")
      if #tapped > 0 and ctx:confirm("Recharge an item?") then
        ctx:recharge(ctx:choose("Recharge which item?", ctx:labelled(tapped)))
      end
    end,
  },
}
