-- The Butter Bean: ↷: roll. 6: recharge this. Nothing else.
return {
  activated {
    label = "roll: 6 recharges this",
    cost = { tap = true },
    effect = function(ctx) ctx:roll_die("recharged") end,
  },
  recharged = function(ctx, result)
    if result == 6 and ctx:exists(ctx.self) then ctx:recharge(ctx.self) end
  end,
}
