-- The Duke of Flies but Really It's The Bloat: if it would die while it has fewer than 2
-- counters, it does not: its death is prevented (FS 7.4.5), a counter goes on it and it heals
-- to full; the active player gains its rewards (not its soul: it did not die), their attack
-- ends (FS 6.7.1 c) and it deals 2 damage to a player chosen at random. Named The Bloat while
-- not in play (params.named_outside_play).
return {
  triggered {
    label = "it would die: a counter, a full heal, its rewards, 2 damage to a random player",
    on = "death-pending",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ctx:counters_on(ctx.self) < 2
    end,
    effect = function(ctx)
      if ctx:counters_on(ctx.self) >= 2 or not ctx:prevent_death(ctx.self) then return end
      ctx:add_counters(ctx.self, 1)
      ctx:heal(ctx.self, ctx:max_hp(ctx.self))
      local ap = ctx:active()
      ctx:gain_rewards(ap, ctx.card_id)
      if ctx:attacking() then ctx:cancel_attack() end
      local victim = lib.pick_random(ctx:living())
      if victim then ctx:deal_damage(victim, 2) end
    end,
  },
}
