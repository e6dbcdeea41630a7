-- Auction Gavel: ↷: choose a shop item; the other players bid for it in turn order (the
-- opening bid at least 1¢), raising until the high bid stands. The high bidder pays you their
-- bid and takes the item.
return {
  activated {
    label = "auction a shop item",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:shop_items()) end,
    effect = function(ctx, item)
      local me, seats = ctx.controller, ctx:others(ctx.controller)
      local high, bidder, passes, i = 0, nil, 0, 0
      while passes < #seats do
        i = i % #seats + 1
        local p = seats[i]
        if p == bidder then break end  -- everyone else let the high bid stand
        if ctx:cents(p) > high and ctx:confirm("Bid more than " .. high .. "¢?", p) then
          high = ctx:number("Your bid", high + 1, ctx:cents(p), p)
          bidder, passes = p, 0
        else
          passes = passes + 1
        end
      end
      if bidder == nil or not ctx:exists(item) then return end
      ctx:steal_cents(bidder, high, me)
      ctx:take_item(item, bidder)
    end,
  },
}
