-- Headless Horseman: the first time it would die each turn, its death is prevented: it heals
-- to 2 health (FS 7.4.5) and has +1 evasion and -1 attack until the end of the turn.
return {
  triggered {
    label = "rides again, once a turn",
    on = "death-pending",
    condition = function(ctx, ev)
      return ev.target == ctx.self and ctx:recall("rode") ~= ctx:turn()
    end,
    effect = function(ctx)
      ctx:remember("rode", ctx:turn())
      if not ctx:prevent_death(ctx.self) then return end
      local short = 2 - ctx:hp(ctx.self)
      if short > 0 then ctx:heal(ctx.self, short) end
      ctx:add_effect(ctx.self, "evasion", 1)
      ctx:add_effect(ctx.self, "attack", -1)
    end,
  },
}
