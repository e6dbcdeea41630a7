-- Book of Virtues: each time you deal combat damage, roll: 5-6, deal 1 damage to a monster or a
-- player. Each time you kill a monster, choose another player: you and they each loot 1.
return {
  triggered {
    label = "roll: 5-6, 1 damage to a monster or player",
    on = "damage",
    condition = function(ctx, ev)
      return ev.combat and ev.source_player == ctx.controller and ev.target ~= ctx.controller
    end,
    effect = function(ctx) ctx:roll_die("virtue") end,
  },
  triggered {
    label = "you and another player each loot 1",
    on = "die",
    condition = function(ctx, ev) return ev.victim == "monster" and ev.killer == ctx.controller end,
    effect = function(ctx)
      ctx:loot(ctx.controller, 1)
      local others = ctx:others(ctx.controller)
      if #others == 0 then return end
      ctx:loot(ctx:choose("Who else loots 1?", ctx:labelled(others)), 1)
    end,
  },
  virtue = function(ctx, result)
    if result < 5 then return end
    local targets = ctx:monsters_and_players()
    if #targets == 0 then return end
    ctx:deal_damage(ctx:choose("Deal 1 damage to whom?", ctx:labelled(targets)), 1)
  end,
}
