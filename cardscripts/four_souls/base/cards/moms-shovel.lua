-- Mom's Shovel: enters play deactivated, even in the shop (its tag; R-081). ↷: destroy this;
-- if you do, take a soul from another player.
return {
  activated {
    label = "destroy this: take a soul",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, p in ipairs(ctx:others(ctx.controller)) do
        for _, s in ipairs(ctx:soul_cards(p)) do ids[#ids + 1] = s end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, soul)
      if ctx:destroy(ctx.self) then ctx:take_soul(soul, ctx.controller) end
    end,
  },
}
