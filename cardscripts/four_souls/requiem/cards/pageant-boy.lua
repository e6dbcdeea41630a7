-- Pageant Boy: $ destroy this: roll; gain 4¢ times the result.
return {
  activated {
    label = "destroy this: roll for 4¢ a pip",
    cost = {},
    effect = function(ctx)
      if ctx:destroy(ctx.self) then ctx:roll_die("payout") end
    end,
  },
  payout = function(ctx, result) ctx:gain_cents(ctx:you(), 4 * result) end,
}
