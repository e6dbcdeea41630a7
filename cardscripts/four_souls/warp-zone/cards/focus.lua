-- Focus: each time you gain or are given a soul, this levels up (FS 10.15). Its level
-- abilities (param levels): 1+ +1 attack for your first attack roll each turn; 2+ the first
-- time you activate your character each round, recharge it; 3+ prevent the first damage you
-- would take each turn.
return {
  triggered {
    label = "level up: you gained a soul",
    on = "gain-soul",
    condition = function(ctx, ev) return ev.player == ctx.controller end,
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:level_up(ctx.self) end
    end,
  },
  static {
    given = true,
    label = "+1 attack for your first attack roll each turn",
    stat = "combat_damage",
    applies = function(ctx, s) return s.player == ctx.controller and s.first end,
    value = 1,
  },
  triggered {
    given = true,
    label = "recharge your character: its first activation this round",
    on = "activate",
    condition = function(ctx, ev)
      return ev.player == ctx.controller and ev.object == ctx:character(ctx.controller)
        and ctx:recall("round") ~= ctx:round()
    end,
    effect = function(ctx, ev)
      ctx:remember("round", ctx:round())
      if ctx:exists(ev.object) then ctx:recharge(ev.object) end
    end,
  },
  replacement {
    given = true,
    label = "prevent the first damage you would take each turn",
    on = "damage",
    condition = function(ctx, ev)
      return ev.target == ctx.controller and ev.amount > 0 and ctx:recall("turn") ~= ctx:turn()
    end,
    apply = function(ctx, ev)
      ctx:remember("turn", ctx:turn())
      return false
    end,
  },
}
