-- Headless Horseman (The Summer of Isaac): it dies only to an attack roll of 6. If it would die
-- any other way, the death is prevented (FS 7.4.5): it heals to full, gets +1 evasion and +1
-- attack until the end of the turn, and the active player gains its rewards (not its soul).
return {
  -- what dealt the damage is remembered as it is dealt: the death that follows reads it
  replacement {
    label = "remember whether a 6 dealt this damage",
    on = "damage",
    condition = function(ctx, ev) return ev.target == ctx.self end,
    apply = function(ctx, ev)
      ctx:remember("six", ev.combat == true and ev.roll == 6)
      return ev
    end,
  },
  triggered {
    label = "it would die other than to a 6: it lives on, stronger",
    on = "death-pending",
    condition = function(ctx, ev) return ev.target == ctx.self and not ctx:recall("six") end,
    effect = function(ctx)
      if not ctx:prevent_death(ctx.self) then return end
      ctx:heal(ctx.self, ctx:max_hp(ctx.self))
      ctx:add_effect(ctx.self, "evasion", 1)
      ctx:add_effect(ctx.self, "attack", 1)
      ctx:gain_rewards(ctx:active(), ctx.self)
    end,
  },
}
