-- Sticky Nickel: roll. 1-3: give this card to the player on your left; 4-6: gain params.cents ¢.
--- param cents: count
return {
  on_play = function(ctx)
    ctx:roll_die("result")
  end,
  result = function(ctx, r)
    if r >= 4 then
      ctx:gain_cents(ctx.controller, params.cents)
      return
    end
    -- the card has resolved into the loot discard by now: it goes from there to their hand
    for _, id in ipairs(ctx:deck("loot.discard")) do
      if ctx:object(id).card == ctx.card_id then
        ctx:move(id, ctx:left_of(ctx.controller) .. ".hand")
        return
      end
    end
  end,
}
