-- Joker: look at another player's hand; you may take a loot card from it into your hand.
return {
  target = function(ctx) return ctx:labelled(ctx:others(ctx.controller)) end,
  on_play = function(ctx, who)
    local me = ctx.controller
    local cards = ctx:reveal_hand(who, me)
    if #cards > 0 and ctx:confirm("Take a loot card from " .. who .. "'s hand?") then
      ctx:take_loot(ctx:choose("Take which loot card?", ctx:labelled(cards)), me)
    end
  end,
}
