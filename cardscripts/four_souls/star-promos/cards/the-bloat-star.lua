-- The Bloat (Alt Ability, foil 2019): each time it takes damage, the active player chooses a
-- player, who takes 1 damage from it.
return {
  triggered {
    label = "it took damage: 1 damage to a player the active player chooses",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self and (ev.result or 0) > 0 end,
    effect = function(ctx)
      local living = ctx:living()
      if #living == 0 then return end
      ctx:deal_damage(ctx:choose("The Bloat: who takes 1 damage?", living, ctx:active()), 1)
    end,
  },
}
