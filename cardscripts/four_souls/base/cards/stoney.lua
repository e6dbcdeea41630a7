-- Stoney: cannot be attacked (its tag); other monsters have +1 evasion while it is in play
-- (R-083); each time another monster dies, this dies.
return {
  static {
    stat = "evasion",
    applies = function(ctx, subject) return ctx:is_other_monster(subject) end,
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
