-- Pageant Boy: $ destroy this: roll; gain 4¢ times the result. Destroying this is the cost
-- (FS 9.3.4), paid as the ability is activated: it cannot be activated again while its roll
-- waits on the stack, and an eternal Pageant Boy (Algiz) cannot pay it and is not offered.
return {
  activated {
    label = "destroy this: roll for 4¢ a pip",
    cost = {},
    condition = function(ctx) return not ctx:is_eternal(ctx.self) end,
    pay = function(ctx) return ctx:destroy(ctx.self) ~= nil end,
    effect = function(ctx) ctx:roll_die("payout") end,
  },
  payout = function(ctx, result) ctx:gain_cents(ctx:you(), 4 * result) end,
}
