-- The D4: ↷: destroy this; then a chosen player rerolls every item they control (FS 10.9).
return {
  activated {
    label = "destroy this: a player rerolls their items",
    cost = { tap = true },
    target = function(ctx)
      return ctx:labelled(ctx:players())
    end,
    effect = function(ctx, who)
      ctx:destroy(ctx.self)
      for _, item in ipairs(ctx:items(who, "non-eternal")) do ctx:reroll_item(item) end
    end,
  },
}
