-- Greedling Rush!: Indomitable. When it would die, the death is prevented (FS 7.4.5): it gets a
-- counter and the active player gains its rewards; then, with 6 or more counters, it goes to the
-- discard pile (no rewards: it is discarded, not killed, FS 7.5.5).
return {
  triggered {
    label = "it would die: a counter, and its rewards",
    on = "death-pending",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx)
      if not ctx:prevent_death(ctx.self) then return end
      ctx:heal(ctx.self, ctx:max_hp(ctx.self))
      ctx:add_counters(ctx.self, 1)
      ctx:gain_rewards(ctx:active(), ctx.self)
      if ctx:counters_on(ctx.self) >= 6 then ctx:discard_monster(ctx.self) end
    end,
  },
}
