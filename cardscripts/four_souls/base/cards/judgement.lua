-- XX. Judgement: the player with the most souls (each of them on a tie) destroys one of them.
return {
  on_play = function(ctx)
    local best = lib.most(ctx, ctx.souls)
    if best == 0 then return end
    for _, p in ipairs(ctx:each_player()) do
      if ctx:souls(p) == best then
        local cards = ctx:soul_cards(p)
        if #cards > 0 then
          ctx:destroy(ctx:choose("Destroy which of your souls?", ctx:labelled(cards), p))
        end
      end
    end
  end,
}
