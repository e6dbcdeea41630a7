-- Epic Fetus! (Alt Ability): ↷: each monster takes 1 damage (you order them, FS 10.11.5), then
-- you take 1 damage.
return {
  activated {
    label = "1 damage to each monster and to yourself",
    cost = { tap = true },
    effect = function(ctx)
      ctx:deal_damage(ctx.controller, 1)
      ctx:damage_each_monster(1)
    end,
  },
}
