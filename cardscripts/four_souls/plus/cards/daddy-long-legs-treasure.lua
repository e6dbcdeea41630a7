-- Daddy Long Legs (treasure): at the start of your turn, deal 1 damage to a monster or a player.
return {
  triggered {
    label = "deal 1 damage at the start of your turn",
    on = "turn-start",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      local ids = ctx:monsters_and_players()
      if #ids > 0 then
        ctx:deal_damage(ctx:choose("Deal 1 damage to whom?", ctx:labelled(ids)), 1)
      end
    end,
  },
}
