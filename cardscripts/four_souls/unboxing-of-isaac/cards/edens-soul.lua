-- Eden's Soul: enters play deactivated (its tag). ↷: destroy this; if you do, look at the top 7
-- treasure cards, gain 2 of them (+2 treasure once they are on top, FS 1.15.1 a) and put the
-- others on the bottom of the treasure deck in a random order.
return {
  activated {
    label = "destroy this: gain 2 of the top 7 treasures",
    cost = { tap = true },
    effect = function(ctx)
      if not ctx:destroy(ctx.self) then return end
      local me = ctx:you()
      local top = ctx:peek("treasure", 7, me)
      if #top == 0 then return end
      local keep = ctx:choose_many("Gain which 2 treasures?", ctx:labelled(top),
                                   math.min(2, #top), math.min(2, #top), me)
      local kept, rest = {}, {}
      for _, id in ipairs(keep) do kept[id] = true end
      for _, id in ipairs(top) do
        if not kept[id] then rest[#rest + 1] = id end
      end
      while #rest > 0 do
        ctx:to_deck_bottom(table.remove(rest, math.random(#rest)))
      end
      for _, id in ipairs(keep) do ctx:to_deck_top(id) end
      ctx:gain_treasure(me, #keep)
    end,
  },
}
