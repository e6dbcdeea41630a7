-- Blast Miner TNT!: ↷, roll: 1-2: you take 1 damage; 3-6: deal 1 damage to a monster or a
-- player. Each time you gain 3¢ or more at once, recharge this.
return {
  blast = function(ctx, r)
    if r <= 2 then
      ctx:deal_damage(ctx.controller, 1)
    else
      local ids = ctx:monsters_and_players()
      if #ids == 0 then return end
      ctx:deal_damage(ctx:choose("Deal 1 damage to which monster or player?", ctx:labelled(ids)), 1)
    end
  end,
  activated {
    label = "roll: 1 damage to a monster or player, or to you",
    cost = { tap = true },
    effect = function(ctx) ctx:roll_die("blast") end,
  },
  triggered {
    label = "you gained 3¢ or more: recharge this",
    on = "gain-cents",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and (ev.result or ev.amount or 0) >= 3
        and ctx:is_tapped(ctx.self)
    end,
    effect = function(ctx) ctx:recharge(ctx.self) end,
  },
}
