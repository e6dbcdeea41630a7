-- Ser Junkan: $ discard a loot card: this levels up (FS 10.15). Its level abilities (param
-- levels) exist only from their level on: 4+ +1 health; 8+ monsters have -1 evasion on your
-- turn; 10+ you take no combat damage from an attack roll of 1 or 2.
return {
  activated {
    label = "level up",
    cost = { discard = 1 },
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:level_up(ctx.self) end
    end,
  },
  static {
    given = true,
    label = "+1 health",
    stat = "hp",
    applies = function(ctx, seat) return seat == ctx.controller end,
    value = 1,
  },
  static {
    given = true,
    label = "monsters have -1 evasion on your turn",
    stat = "evasion",
    applies = function(ctx, subject)
      return ctx:is_active(ctx.controller) and ctx:is_other_monster(subject)
    end,
    value = -1,
  },
  replacement {
    given = true,
    label = "no combat damage from an attack roll of 1 or 2",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and ev.combat and ev.amount > 0
        and (ev.roll == 1 or ev.roll == 2)
    end,
    apply = function(ctx, ev) return false end,
  },
}
