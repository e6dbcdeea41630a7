-- Guppy's Head: ↷: a chosen player gives you a loot card of their choice.
return {
  activated {
    label = "a player gives you a loot card",
    hint = "now",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller, "loot")) end,
    effect = function(ctx, who)
      local cards = ctx:hand(who)
      if #cards > 0 then
        ctx:take_loot(ctx:choose("Give which loot card?", ctx:labelled(cards), who), ctx.controller)
      end
    end,
  },
}
