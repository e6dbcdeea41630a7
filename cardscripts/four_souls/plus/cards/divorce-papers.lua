-- Divorce Papers: ↷: destroy this. If you do, choose another player: they give you half their ¢
-- and half their loot cards (rounded down, the cards of their choice), then an item of their
-- choice (a non-eternal one: starting items stay with their character).
return {
  activated {
    label = "destroy this: another player gives you half of everything",
    cost = { tap = true },
    effect = function(ctx)
      if not ctx:destroy(ctx.self) then return end
      local me, others = ctx.controller, ctx:others(ctx.controller)
      if #others == 0 then return end
      local who = ctx:choose("Who gives you half of everything?", ctx:labelled(others))
      local half = ctx:cents(who) // 2
      if half > 0 then ctx:steal_cents(who, half) end
      for _ = 1, ctx:hand_size(who) // 2 do
        ctx:take_loot(ctx:choose("Give which loot card?", ctx:labelled(ctx:hand(who)), who), me)
      end
      local items = ctx:items(who, "non-eternal")
      if #items > 0 then
        ctx:take_item(ctx:choose("Give which item?", ctx:labelled(items), who), me)
      end
    end,
  },
}
