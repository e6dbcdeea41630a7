-- Blind Johnny: ↷ (on your own turn: the card has no "any player's turn" line): choose another
-- player who holds loot; they give you a loot card of their choice.
return {
  activated {
    label = "a player gives you a loot card",
    cost = { tap = true },
    condition = function(ctx) return ctx:is_active(ctx.controller) end,
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller, "loot")) end,
    effect = function(ctx, giver)
      local cards = ctx:hand(giver)
      if #cards == 0 then return end
      ctx:take_loot(ctx:choose("Give which loot card?", ctx:labelled(cards), giver), ctx.controller)
    end,
  },
}
