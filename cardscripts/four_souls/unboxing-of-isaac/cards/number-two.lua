-- Number Two: each time any player rolls a 2 (the roll's final result, FS 5.1.2), you may deal 1
-- damage to a monster or a player.
return {
  triggered {
    label = "a 2 was rolled: you may deal 1 damage",
    on = "roll-result",
    condition = function(ctx, ev) return ev.result == 2 end,
    effect = function(ctx)
      local targets = ctx:monsters_and_players()
      if #targets == 0 or not ctx:confirm("Deal 1 damage to a monster or a player?") then return end
      ctx:deal_damage(ctx:choose("Deal 1 damage to whom?", ctx:labelled(targets)), 1)
    end,
  },
}
