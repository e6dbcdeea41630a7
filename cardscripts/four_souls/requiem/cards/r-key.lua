-- R Key: enters play deactivated (its tag). ↷: destroy this; if you do, destroy every soul, then
-- each player discards their hand and loots 3.
return {
  activated {
    label = "destroy this: start over",
    cost = { tap = true },
    effect = function(ctx)
      if not ctx:destroy(ctx.self) then return end
      for _, p in ipairs(ctx:each_player()) do
        for _, soul in ipairs(ctx:soul_cards(p)) do ctx:destroy(soul) end
      end
      for _, p in ipairs(ctx:each_player()) do
        ctx:discard_hand(p)
        ctx:loot(p, 3)
      end
    end,
  },
}
