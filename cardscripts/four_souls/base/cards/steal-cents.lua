-- Jawbone: ↷: take params.cents ¢ from a player of your choice (a steal, not a gain, R-111).
return {
  activated {
    label = "take " .. params.cents .. "¢ from a player",
    hint = "now",
    cost = { tap = true },
    target = function(ctx)
      local ids = {}
      for _, p in ipairs(ctx:others(ctx.controller)) do
        if ctx:cents(p) > 0 then ids[#ids + 1] = p end
      end
      return ctx:labelled(ids)
    end,
    effect = function(ctx, who)
      ctx:steal_cents(who, params.cents)
    end,
  },
}
