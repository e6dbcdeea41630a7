-- Shopkeeper! (Spelunky): each time the active player declares a purchase, they may roll: 1-4:
-- they get one more attack and must make it on this monster this turn; 5-6: the next shop item
-- they buy this turn (this one, if it is a shop item) costs 0¢. Its reward: steal a shop item.
return {
  deal = function(ctx, r)
    if r <= 4 then
      ctx:extra_attack("may")
      ctx:must_attack(ctx.self)
    else
      ctx:free_purchase(ctx:active())
    end
  end,
  triggered {
    label = "the buyer may roll: an attack on it, or a free item",
    on = "declare-purchase",
    condition = function(ctx, ev) return ev.player == ctx:active() end,
    effect = function(ctx)
      local ap = ctx:active()
      if ctx:confirm("Shopkeeper!: roll? 1-4 you must attack it once more; 5-6 your next shop "
          .. "item this turn is free", ap) then
        ctx:roll_die("deal", nil, ap)
      end
    end,
  },
  reward = function(ctx, player)
    local shop = ctx:shop_items()
    if #shop == 0 then return end
    ctx:take_item(ctx:choose("Steal which shop item?", ctx:labelled(shop), player), player)
  end,
}
