-- Hand-Me-Downs: ↷: each other player may loot 1; each who does gives you a loot card of their
-- choice.
return {
  activated {
    label = "each other player may loot 1 and give you a card",
    cost = { tap = true },
    effect = function(ctx)
      local me = ctx.controller
      for _, p in ipairs(ctx:others(me)) do
        if ctx:confirm("Loot 1, then give " .. me .. " a loot card?", p) then
          ctx:loot(p, 1)
          local hand = ctx:hand(p)
          if #hand > 0 then
            ctx:take_loot(ctx:choose("Give which loot card?", ctx:labelled(hand), p), me)
          end
        end
      end
    end,
  },
}
