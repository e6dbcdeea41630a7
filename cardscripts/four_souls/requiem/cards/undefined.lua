-- Undefined: ↷: choose a shop item; this becomes a copy of it until the start of your next turn;
-- recharge this. At the start of your turn, you may put a shop item into the discard pile.
return {
  activated {
    label = "become a copy of a shop item",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:shop_items()) end,
    effect = function(ctx, item)
      if not ctx:exists(ctx.self) then return end
      ctx:become_copy(item, "your-turn")
      ctx:recharge(ctx.self)
    end,
  },
  triggered {
    label = "you may discard a shop item",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local shop = ctx:shop_items()
      if #shop > 0 and ctx:confirm("Put a shop item into the discard pile?") then
        ctx:discard(ctx:choose("Which shop item?", ctx:labelled(shop)))
      end
    end,
  },
}
