-- Cain's Eye, Golden Horseshoe, Purple Heart: at the start of your turn, look at the top card
-- of params.deck; you may put it on the bottom.
--- param deck: 'loot'|'treasure'|'monster'
return {
  triggered {
    label = "look at the top " .. params.deck .. " card",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local top = ctx:peek(params.deck, 1)
      if #top > 0 and ctx:confirm("The top " .. params.deck .. " card is "
          .. ctx:card(top[1]).name .. ": put it on the bottom?") then
        ctx:to_deck_bottom(top[1])
      end
    end,
  },
}
