-- The Stairway: each time you declare a purchase, before you choose what to buy, you may look at
-- the top 7 treasure cards and put them back in any order.
return {
  triggered {
    label = "you may reorder the top 7 treasures",
    on = "declare-purchase",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      if ctx:confirm("Look at the top 7 treasure cards and reorder them?") then
        ctx:arrange("treasure", 7)
      end
    end,
  },
}
