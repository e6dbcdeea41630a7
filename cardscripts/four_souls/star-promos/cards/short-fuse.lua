-- Short Fuse, a trinket: when it is destroyed, its controller deals 2 damage to a monster or a
-- player of their choice.
return {
  triggered {
    label = "destroyed: 2 damage to a monster or a player",
    on = "destroy",
    condition = function(ctx, ev) return ev.object == ctx.self end,
    effect = function(ctx)
      local targets = ctx:monsters_and_players()
      if #targets == 0 then return end
      ctx:deal_damage(ctx:choose("Short Fuse: deal 2 damage to?", ctx:labelled(targets)), 2)
    end,
  },
}
