-- Death's Head: cannot be attacked (its tag; printed evasion 0, R-041); monsters have +1
-- attack while it is in play; each time another monster dies, this dies.
return {
  static {
    stat = "attack",
    applies = function(ctx, subject)
      return subject == ctx.self or ctx:is_other_monster(subject)
    end,
    value = 1,
  },
  triggered {
    label = "dies when another monster dies",
    on = "die",
    condition = function(ctx, ev)
      return ev.victim == "monster" and ev.target ~= ctx.self and ctx:zone_of(ctx.self) ~= "monster.dying"
    end,
    effect = function(ctx)
      if ctx:exists(ctx.self) then ctx:kill(ctx.self) end
    end,
  },
}
