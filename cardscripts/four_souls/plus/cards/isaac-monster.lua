-- Isaac!: each time it takes damage, the active player chooses a living player (themselves
-- too); it deals 1 damage to that player.
return {
  triggered {
    label = "1 damage to a living player",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.result or 0) > 0 end,
    effect = function(ctx)
      local living = ctx:living()
      if #living == 0 then return end
      local who = ctx:choose("Isaac! deals 1 damage to whom?", ctx:labelled(living), ctx:active())
      ctx:deal_damage(who, 1)
    end,
  },
}
