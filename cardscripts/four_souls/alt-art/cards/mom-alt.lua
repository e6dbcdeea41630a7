-- Mom! (Alt Ability): other monsters have +1 health; when an attack is declared on it (FS 6.3),
-- add a monster slot (it fills at the next priority, FS 10.8).
return {
  static {
    label = "other monsters have +1 health",
    stat = "hp",
    applies = function(ctx, subject) return ctx:is_other_monster(subject) end,
    value = 1,
  },
  triggered {
    label = "attacked: add a monster slot",
    on = "attack-target",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    effect = function(ctx) ctx:expand("monster", 1) end,
  },
}
