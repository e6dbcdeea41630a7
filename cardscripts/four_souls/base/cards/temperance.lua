-- XIV. Temperance: choose one when it is played: take 1 damage and gain 4¢, or take 2 damage
-- and gain 8¢.
return {
  modes = function(ctx)
    return { { id = "1", label = "take 1 damage, gain 4¢" }, { id = "2", label = "take 2 damage, gain 8¢" } }
  end,
  on_play = function(ctx, _, mode)
    local n = tonumber(mode)
    ctx:deal_damage(ctx.controller, n)
    ctx:gain_cents(ctx.controller, 4 * n)
  end,
}
