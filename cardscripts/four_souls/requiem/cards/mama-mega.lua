-- Mama Mega: ↷: destroy this; if you do, deal 3 damage to each monster and each player. The
-- monsters' damage is stacked last, so it resolves first (FS 10.11.6, R-108).
return {
  activated {
    label = "destroy this: 3 damage to everything",
    cost = { tap = true },
    effect = function(ctx)
      if ctx:destroy(ctx.self) then
        ctx:damage_each_player(3)
        ctx:damage_each_monster(3)
      end
    end,
  },
}
