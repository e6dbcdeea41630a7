-- Incubus: ↷, choose one: look at a player's hand and you may trade a loot card with them;
-- or loot 1, then put a loot card from your hand on top of the loot deck.
return {
  activated {
    label = "look at a hand and you may trade a loot card",
    cost = { tap = true },
    target = function(ctx)
      return ctx:labelled(ctx:others(ctx.controller))
    end,
    effect = function(ctx, who)
      local theirs = ctx:reveal_hand(who, ctx.controller)
      local mine = ctx:hand(ctx.controller)
      if #theirs == 0 or #mine == 0 then return end
      if not ctx:confirm("Trade a loot card with " .. who .. "?") then return end
      local take = ctx:choose("Take which card?", ctx:labelled(theirs))
      local give = ctx:choose("Give which card?", ctx:labelled(mine))
      ctx:take_loot(take, ctx.controller)
      ctx:take_loot(give, who)
    end,
  },
  activated {
    label = "loot 1, then put a loot card on top of the loot deck",
    hint = "now",
    cost = { tap = true },
    effect = function(ctx)
      ctx:loot(ctx.controller, 1)
      ctx:put_back_loot(ctx.controller)
    end,
  },
}
