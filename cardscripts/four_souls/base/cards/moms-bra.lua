-- Mom's Bra: ↷: the next damage a chosen player or monster takes this turn is reduced to 1.
return {
  activated {
    label = "reduce the next damage to 1",
    cost = { tap = true },
    target = function(ctx)
      local ids = ctx:living()
      for _, m in ipairs(ctx:monsters()) do ids[#ids + 1] = m end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, who)
      ctx:reduce_next(who)
    end,
  },
}
