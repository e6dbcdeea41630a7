-- Jawbone: ↷: take params.cents ¢ from a player of your choice (a steal, not a gain, R-111).
--- param cents: count
return {
  activated {
    label = "take " .. params.cents .. "¢ from a player",
    hint = "now",
    cost = { tap = true },
    target = function(ctx) return ctx:labelled(ctx:others(ctx.controller, "cents")) end,
    effect = function(ctx, who)
      ctx:steal_cents(who, params.cents)
    end,
  },
}
