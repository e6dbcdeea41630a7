-- Forget Me Now: ↷: destroy this. If you do, each player destroys a soul of their choice.
return {
  activated {
    label = "destroy this: each player destroys a soul",
    cost = { tap = true },
    effect = function(ctx)
      if not ctx:destroy(ctx.self) then return end
      for _, p in ipairs(ctx:each_player()) do
        local souls = ctx:soul_cards(p)
        if #souls > 0 then
          ctx:destroy(ctx:choose("Destroy which of your souls?", ctx:labelled(souls), p))
        end
      end
    end,
  },
}
