-- Auction Gavel: ↷: choose a shop item; the other players bid for it in turn order (the
-- opening bid at least 1¢), raising until the high bid stands. The high bidder pays you their
-- bid and takes the item.
return {
  activated {
    label = "auction a shop item",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:shop_items()) end,
    effect = function(ctx, item)
      local me, high, bidder = ctx.controller, 0, nil
      local raised = true
      while raised do
        raised = false
        for _, p in ipairs(ctx:others(me)) do
          if p ~= bidder and ctx:cents(p) > high
              and ctx:confirm("Bid more than " .. high .. "¢?", p) then
            high = ctx:number("Your bid", high + 1, ctx:cents(p), p)
            bidder, raised = p, true
          end
        end
      end
      if bidder == nil or not ctx:exists(item) then return end
      ctx:steal_cents(bidder, high, me)
      ctx:take_item(item, bidder)
    end,
  },
}
