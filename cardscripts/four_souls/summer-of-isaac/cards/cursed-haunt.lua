-- Cursed Haunt: while a player holds it as a soul, it has +1 evasion and the other players may
-- attack it (an attackable soul, its stat block as printed). If it would die as a soul, the
-- death is prevented (FS 7.4.5): the active player gains its reward and takes the soul.
return {
  static {
    stat = "evasion",
    applies = function(ctx, subject) return subject == ctx.self and ctx:is_soul(ctx.self) end,
    value = 1,
  },
  triggered {
    label = "it would die as a soul: the active player takes it",
    on = "death-pending",
    condition = function(ctx, ev) return ev.target == ctx.self and ctx:is_soul(ctx.self) end,
    effect = function(ctx)
      if not ctx:prevent_death(ctx.self) then return end
      ctx:heal(ctx.self, ctx:max_hp(ctx.self))
      ctx:gain_rewards(ctx:active(), ctx.self)
      ctx:take_soul(ctx.self, ctx:active())
    end,
  },
}
