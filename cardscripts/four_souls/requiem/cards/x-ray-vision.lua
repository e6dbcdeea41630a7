-- X-Ray Vision: ↷: look at a player's hand and at the top card of a deck; you may put the top
-- card of a deck into its discard pile. It recharges at the end of your turn.
return {
  activated {
    label = "look at a hand and a deck",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller)) end,
    effect = function(ctx, who)
      ctx:reveal_hand(who)
      local decks = { "loot", "treasure", "monster" }
      ctx:peek(ctx:choose("Look at the top card of which deck?", decks), 1)
      if ctx:confirm("Put the top card of a deck into its discard pile?") then
        ctx:mill(ctx:choose("Which deck?", decks))
      end
    end,
  },
  triggered {
    label = "recharge at the end of your turn",
    on = "turn-end",
    condition = function(ctx, ev) return ev.player == ctx.controller and ctx:is_tapped(ctx.self) end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
