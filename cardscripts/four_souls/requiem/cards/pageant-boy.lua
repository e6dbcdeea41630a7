-- Pageant Boy: $ destroy this: roll; gain 4¢ times the result. Destroying this is the cost, so
-- an eternal Pageant Boy (Algiz) cannot pay it and the ability is not offered (FS 7.5.2);
-- offered, it was a free ability that did nothing and could be used for ever.
return {
  activated {
    label = "destroy this: roll for 4¢ a pip",
    cost = {},
    condition = function(ctx) return not ctx:is_eternal(ctx.self) end,
    effect = function(ctx)
      if ctx:destroy(ctx.self) then ctx:roll_die("payout") end
    end,
  },
  payout = function(ctx, result) ctx:gain_cents(ctx:you(), 4 * result) end,
}
