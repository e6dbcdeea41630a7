-- Cereus Peashy: at the start of each turn the active player rolls: 1-3: another monster, chosen
-- at random, goes to the discard pile (no rewards); 4-6: they must attack it this turn. Each
-- time it takes damage, it deals 1 damage to the active player.
return {
  bloom = function(ctx, r)
    if r <= 3 then
      local others = {}
      for _, id in ipairs(ctx:monsters()) do
        if id ~= ctx.self then others[#others + 1] = id end
      end
      local pick = lib.pick_random(others)
      if pick then ctx:discard_monster(pick) end
    else
      ctx:must_attack(ctx.self)
    end
  end,
  triggered {
    label = "the active player rolls",
    on = "turn-start",
    effect = function(ctx) ctx:roll_die("bloom", nil, ctx:active()) end,
  },
  triggered {
    label = "it took damage: 1 damage to the active player",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.result or 0) > 0 end,
    effect = function(ctx) ctx:deal_damage(ctx:active(), 1) end,
  },
}
