-- Guppy's Head (the Nendoroid starting item): ↷: give a loot card to another player (the
-- target); if you do, arrange the top two loot cards, then loot 1. Each time any player's roll
-- ends as a 4 (FS 5.1.2), recharge this.
return {
  activated {
    label = "give a loot card, arrange 2, loot 1",
    hint = "now",
    cost = { tap = true },
    condition = function(ctx) return ctx:hand_size(ctx.controller) > 0 end,
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller)) end,
    effect = function(ctx, who)
      local hand = ctx:hand(ctx.controller)
      if #hand == 0 then return end
      local card = ctx:choose("Give which loot card?", ctx:labelled(hand))
      if ctx:take_loot(card, who) == nil then return end
      ctx:arrange("loot", 2)
      ctx:loot(ctx.controller, 1)
    end,
  },
  triggered {
    label = "recharge on a 4",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 4 and ctx:is_tapped(ctx.self) end,
    effect = function(ctx)
      if ctx:is_tapped(ctx.self) then ctx:recharge(ctx.self) end
    end,
  },
}
